import { networkDescription } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';
import { clip, hashSeed } from '../../lib/text-tools';
import {
  describeOperation,
  hashtagCap,
  materialOf,
  planMonth,
  seasonalHookFor,
  textBudget,
  type Material,
  type PlanEntry,
  type PostSlot,
  type RewriteOperation,
  type WriterFacts,
  type WriterLimits,
  type WrittenPost,
} from '../../modules/posts/public';

const MAX_FACTS_CHARS = 12_000;

const TONE_GUIDES: Record<WriterFacts['profile']['brand_tone'], string> = {
  professionnel: 'professionnel : précis, rassurant, vouvoiement, peu d’emojis',
  luxe: 'luxe : raffiné, élégant, vocabulaire choisi, sobre en emojis',
  simple: 'simple : phrases courtes et claires, sans jargon',
  humouristique: 'humoristique : jeux de mots et clins d’œil, bienveillant',
  proximite: 'proximité : chaleureux, ancré dans le quartier, convivial',
  amical: 'amical : tutoiement, enthousiaste, emojis bienvenus',
  moderne: 'moderne : dynamique, direct, innovant',
  traditionnel: 'traditionnel : savoir-faire, authenticité, transmission',
  creatif: 'créatif : images, surprises, formulations originales',
  technique: 'technique : pédagogique, détaillé, factuel',
  storytelling: 'storytelling : raconte une histoire, des personnages, un avant/après',
};
const OBJECTIVES = {
  conversion: 'faire acheter, réserver ou contacter (appel à l’action concret)',
  communaute: 'faire réagir et fédérer la communauté (question, partage, commentaire)',
  equilibre: 'alterner appels à l’action et engagement de la communauté',
};

/** « Instagram : accroche dès la première ligne… »: the network's style, from the networks' list. */
function platformRule(platform: PostPlatform): string {
  const network = networkDescription(platform);
  return `${network.label} : ${network.practice.style}`;
}

export const SYSTEM_PROMPT = `Tu es le rédacteur des réseaux sociaux d'une petite entreprise française. Tu écris en français
des posts concrets et variés à partir des seuls faits fournis : n'invente ni prix, ni promotion, ni horaires, ni
adresse. Le titre est court (moins de 80 caractères). Le texte ne contient pas les hashtags : ils vont dans la liste
"hashtags", chacun commençant par # suivi de lettres (accents permis), chiffres ou _, sans espace. Réponds uniquement
avec un objet JSON {"title": "...", "text": "...", "hashtags": ["#..."]}.`;

const list = (label: string, items: string[]) =>
  items.length ? `${label} :\n${items.map((item) => `- ${clip(item, 300)}`).join('\n')}` : '';

/** Every fact the offline writer uses, as a French brief (cut to fit the prompt). */
export function describeFacts(facts: WriterFacts, m: Material = materialOf(facts)): string {
  const { profile } = facts;
  const offers = [...m.services, ...m.products].map((o) =>
    [o.name, o.detail, o.price && `tarif ${o.price}`].filter(Boolean).join(' — '),
  );
  const parts = [
    `Entreprise : ${m.name} (${m.type})`,
    m.description && `Description : ${clip(m.description, 1200)}`,
    `Ton de marque : ${TONE_GUIDES[profile.brand_tone]}`,
    `Objectif : ${OBJECTIVES[profile.business_objective]}`,
    m.audience && `Clientèle cible : ${clip(m.audience, 400)}`,
    [m.contact.coordinates, m.contact.phone, m.contact.email, m.contact.website].some(Boolean) &&
      `Contact : ${[m.contact.coordinates, m.contact.phone, m.contact.email, m.contact.website].filter(Boolean).join(' · ')}`,
    m.promise && `Proposition de valeur : ${clip(m.promise, 400)}`,
    m.mission && `Mission : ${clip(m.mission, 400)}`,
    m.values.length > 0 && `Valeurs : ${m.values.join(', ')}`,
    m.founder && `Fondateur : ${clip(m.founder, 300)}`,
    list('Offres', offers.slice(0, 15)),
    list('Témoignages', m.testimonials.slice(0, 5)),
    list('Réussites', m.achievements.slice(0, 5)),
    list('Conseils et astuces', m.tips.slice(0, 8)),
    list('Expertise', m.expertise.slice(0, 8)),
    list(
      'Notes du mois (priorité haute d’abord)',
      m.notes.map((n) => `${n.high ? '[priorité haute] ' : ''}${n.title} : ${n.content}`),
    ),
    list(
      'Médias du mois',
      [...m.media.values()].map((medium) => `${medium.title} : ${medium.context}`),
    ),
    m.hashtags.length > 0 && `Hashtags conseillés : ${m.hashtags.join(' ')}`,
    `Mois : ${facts.monthKey.replace('_', ' ')}`,
  ];
  return parts.filter(Boolean).join('\n').slice(0, MAX_FACTS_CHARS);
}

function subjectOf(entry: PlanEntry): string {
  if (entry.kind === 'note')
    return `${entry.reminder ? 'rappel de la note' : 'la note'} « ${entry.note.title} »`;
  const labels: Record<string, string> = {
    service: 'une prestation',
    product: 'un produit',
    testimonial: 'un témoignage client',
    tip: 'un conseil pratique',
    expertise: 'le savoir-faire',
    achievement: 'une réussite',
    idea: 'les coulisses en images',
    story: 'l’histoire et les valeurs',
    promise: 'ce qui distingue l’entreprise',
    presentation: 'la présentation de l’entreprise',
    audience: 'la clientèle et ses attentes',
    question: 'une question à la communauté',
    behind: 'les coulisses',
    visit: 'comment venir ou contacter l’entreprise',
  };
  return labels[entry.angle.key] ?? entry.angle.key;
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One user message per slot: the same facts, and a distinct subject per post so that the month varies. */
export function monthPrompts(facts: WriterFacts, slots: PostSlot[], limits: WriterLimits): string[] {
  const m = materialOf(facts);
  const brief = describeFacts(facts, m);
  const plan = planMonth(m, slots, hashSeed(m.name, facts.monthKey, facts.profile.brand_tone));
  return slots.map((slot, index) => {
    const hook = plan[index]?.hook ?? seasonalHookFor(slot.date, m.type);
    const media = slot.mediaIds.map((id) => m.media.get(id)).filter((medium) => medium !== undefined);
    return [
      brief,
      `\nRédige le post n°${index + 1} sur ${slots.length} du mois.`,
      `Plateforme : ${platformRule(slot.platform)}.`,
      `Publication : ${longDate.format(new Date(`${slot.date}T00:00:00Z`))} à ${slot.time}.`,
      hook ? `Moment de l’année à évoquer si c’est naturel : ${hook.label}.` : '',
      `Sujet de ce post : ${subjectOf(plan[index]!)}.`,
      media.length
        ? list(
            'Photos jointes (le texte doit leur correspondre)',
            media.map((x) => `${x.title} : ${x.context}`),
          )
        : '',
      constraints(slot.platform, limits),
    ]
      .filter(Boolean)
      .join('\n');
  });
}

export function constraints(platform: PostPlatform, limits: WriterLimits): string {
  const cap = hashtagCap(platform, limits);
  return `Contraintes : au plus ${textBudget(platform, Array(cap).fill('#hashtag_moyen'))} caractères de texte, de 1 à ${cap} hashtags.`;
}

/** The month's posts already written, so that the next one neither opens nor phrases the same way. */
export function earlierPosts(posts: WrittenPost[]): string {
  if (!posts.length) return '';
  const lines = posts
    .slice(-12)
    .map((post) => `- ${clip(post.title, 80)} — ${clip(post.text.split('\n')[0] ?? '', 140)}`);
  return `\nPosts déjà écrits ce mois-ci : ne reprends ni leurs accroches, ni leurs phrases, ni leurs sujets.\n${lines.join('\n')}`;
}

export function rewritePrompt(
  facts: WriterFacts,
  platform: PostPlatform,
  post: WrittenPost,
  request: string,
  limits: WriterLimits,
  operations: RewriteOperation[] = [],
) {
  const explicit = operations
    .filter((op) => op.kind !== 'unknown')
    .map((op, index) => `${index + 1}. ${describeOperation(op).todo}`);
  return [
    describeFacts(facts),
    `\nVoici un post ${platform} à modifier.`,
    `Titre : ${post.title}`,
    `Texte :\n${post.text}`,
    `Hashtags : ${post.hashtags.join(' ')}`,
    `\nDemande du propriétaire : « ${request} »`,
    explicit.length ? `Opérations à réaliser, toutes :\n${explicit.join('\n')}` : '',
    'Ne change ni les prix ni les dates sauf si la demande le dit.',
    'Applique réellement cette demande ; le résultat doit différer de l’original. Garde le reste fidèle aux faits.',
    constraints(platform, limits),
  ]
    .filter(Boolean)
    .join('\n');
}
