// One month as the owner reads it in Plume: date, time, network, title, text, hashtags.
import type { PostSlot, WrittenPost } from '@plume/api/modules/posts/writer.port';
import type { BenchBusiness } from './content-businesses';

const NETWORK = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' } as const;
const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export function sampleMarkdown(
  business: BenchBusiness,
  monthKey: string,
  posts: { slot: PostSlot; post: WrittenPost }[],
): string {
  const { profile } = business;
  const header = [
    `# ${profile.business_name} — ${monthKey.replace('_', ' ')}`,
    '',
    `${profile.business_type}, ton « ${profile.brand_tone} », ${profile.website_url ? `site ${profile.website_url}` : 'sans site web'}. ` +
      `Écrit par le rédacteur hors ligne, chaque post passé par le contrôle qualité (\`npm run bench:content\`).`,
    '',
  ];
  const body = posts.map(({ slot, post }) => {
    const [year, month, day] = slot.date.split('-').map(Number) as [number, number, number];
    const when = longDate.format(new Date(Date.UTC(year, month - 1, day)));
    return [
      `## ${when}, ${slot.time.replace(':', ' h ')} — ${NETWORK[slot.platform]}${slot.mediaIds.length ? ' — avec photo' : ''}`,
      '',
      `**${post.title}**`,
      '',
      post.text,
      '',
      post.hashtags.length ? post.hashtags.join(' ') : '_(sans hashtag)_',
      '',
    ].join('\n');
  });
  return [...header, ...body].join('\n');
}
