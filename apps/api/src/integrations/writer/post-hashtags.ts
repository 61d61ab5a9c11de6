import { junkHashtags, toHashtag, type Material } from '../../modules/posts/public';
import { foldAccents as fold } from '../../lib/french-text';

const rotate = <T>(items: readonly T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);

/**
 * A post's hashtag candidates, most specific first (docs/design/WRITING-FR.md §5): the season, the post's own
 * fact (its product or service) and the labels that fact states, the site's own hashtags, the trade, the
 * town, then the other offers and labels, the business's name last. A person's name, a common word or a
 * sentence never makes one; the platform rules cap and deduplicate them.
 */
export function postHashtags(
  m: Material,
  factTags: string[],
  season: string | null,
  index: number,
  text: string,
): string[] {
  const says = (label: string) =>
    new RegExp(`(?<![\\p{L}])${fold(label)}(?![\\p{L}])`, 'u').test(fold(text.replace(/lien en bio/giu, '')));
  const [ownLabels, otherLabels] = [m.labels.filter(says), m.labels.filter((label) => !says(label))];
  const candidates = [
    ...(season ? [season] : []),
    ...factTags,
    ...ownLabels,
    ...rotate(m.hashtags, index),
    m.type,
    m.town,
    ...rotate(
      m.offers.map((offer) => offer.name),
      index,
    ),
    ...otherLabels,
    m.name,
  ];
  return candidates.filter((candidate) => {
    const tag = toHashtag(candidate);
    return tag !== null && tag.length <= 30 && junkHashtags([tag], m.personNames).length === 0;
  });
}
