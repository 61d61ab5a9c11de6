import type { Material, Offer } from './material';
import { bare, clip, lowerFirst, pick, sentenceOf } from './text-tools';

/** What an angle writes: the subject (for the title and hashtags) and the body paragraphs. */
export interface AngleText {
  subject: string;
  body: string[];
  /** A subject worth a hashtag (an offer's name); generic subjects ("vos avis") get none. */
  tag?: string;
}

/** `n` counts how many times the angle was used before in the month, `item` picks the fact to talk about. */
export interface Angle {
  key: string;
  available(m: Material): boolean;
  write(m: Material, n: number, item: number): AngleText;
}

const detailOf = (offer: Offer) =>
  [offer.detail && sentenceOf(offer.detail), offer.price && `Tarif : ${bare(offer.price)}.`]
    .filter(Boolean)
    .join(' ');
const quote = (text: string) => `« ${clip(bare(text), 260)} »`;

const offerAngle = (
  key: string,
  list: (m: Material) => Offer[],
  shapes: ((o: Offer, m: Material) => string)[],
) => ({
  key,
  available: (m: Material) => list(m).length > 0,
  write(m: Material, n: number, item: number): AngleText {
    const offer = pick(list(m), item);
    return {
      subject: offer.name,
      tag: offer.name,
      body: [pick(shapes, n)(offer, m), detailOf(offer)].filter(Boolean),
    };
  },
});

const listAngle = (
  key: string,
  list: (m: Material) => string[],
  shapes: ((text: string, m: Material) => string)[],
  subject: string,
) => ({
  key,
  available: (m: Material) => list(m).length > 0,
  write: (m: Material, n: number, item: number): AngleText => ({
    subject,
    body: [pick(shapes, n)(pick(list(m), item), m)],
  }),
});

export const ANGLES: Angle[] = [
  offerAngle('service', (m) => m.services, [
    (o) => `Zoom sur une de nos prestations : ${o.name}.`,
    (o) => `Vous cherchez quelque chose de précis ? « ${o.name} » fait partie de nos spécialités.`,
    (o, m) =>
      `Parmi tout ce que propose ${m.name}, une prestation a une place à part : ${lowerFirst(o.name)}.`,
    (o) => `« ${o.name} » : pourquoi nos clients y reviennent-ils ? On vous explique.`,
  ]),
  offerAngle('product', (m) => m.products, [
    (o) => `Coup de cœur du moment : ${o.name}.`,
    (o) => `Vous connaissez déjà « ${o.name} » ? Si ce n’est pas encore le cas, il est temps.`,
    (o, m) => `Dans la sélection de ${m.name}, impossible de passer à côté : ${lowerFirst(o.name)}.`,
  ]),
  listAngle(
    'testimonial',
    (m) => m.testimonials,
    [
      (t) => `${quote(t)}\nMerci pour ce retour qui nous touche énormément !`,
      (t) => `Ce sont nos clients qui en parlent le mieux : ${quote(t)}`,
      (t, m) => `Un avis reçu cette semaine chez ${m.name} : ${quote(t)} Rien ne nous fait plus plaisir.`,
    ],
    'vos avis',
  ),
  listAngle(
    'tip',
    (m) => m.tips,
    [
      (t) => `Notre conseil du jour : ${lowerFirst(sentenceOf(t))}`,
      (t) => `Astuce de pro : ${lowerFirst(sentenceOf(t))} À garder sous le coude !`,
      (t, m) => `Le petit plus signé ${m.name} : ${lowerFirst(sentenceOf(t))}`,
    ],
    'nos conseils',
  ),
  listAngle(
    'expertise',
    (m) => m.expertise,
    [
      (e) =>
        `Notre terrain d’expertise : ${lowerFirst(bare(e))}. Un savoir-faire qui se travaille chaque jour.`,
      (e, m) => `Ce que l’équipe ${m.name} maîtrise sur le bout des doigts : ${lowerFirst(bare(e))}.`,
      (e) => `Parlons métier : ${lowerFirst(bare(e))}, c’est là que tout se joue.`,
    ],
    'notre savoir-faire',
  ),
  listAngle(
    'achievement',
    (m) => m.achievements,
    [
      (a) => `Petite fierté de l’équipe : ${lowerFirst(sentenceOf(a))}`,
      (a) =>
        `Nous sommes heureux de le partager : ${lowerFirst(sentenceOf(a))} Merci à vous, c’est grâce à vous.`,
    ],
    'nos fiertés',
  ),
  listAngle(
    'idea',
    (m) => m.ideas,
    [
      (i) => `Aujourd’hui, on vous montre les coulisses : ${lowerFirst(sentenceOf(i))}`,
      (i) => `En images : ${lowerFirst(sentenceOf(i))}`,
    ],
    'nos coulisses',
  ),
];
