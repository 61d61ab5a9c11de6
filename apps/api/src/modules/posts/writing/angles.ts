import { isAre, ofName, withArticle } from './french-nouns';
import type { Material, OfferFact } from './material';
import { bare, clip, lowerFirst, pick, upperFirst } from '../../../lib/text-tools';
import type { Say } from './voice';

/** What an angle writes around its one fact: opening candidates (most specific first), the body's sentences
 * (each a list of wordings of the same fact), the subject for the title and the fact's own hashtags. */
export interface AngleText {
  subject: string;
  tags: string[];
  openings: string[];
  body: string[][];
  /** The offer the post is about: the call to action speaks of it. */
  offer?: OfferFact;
  /** False when an invitation to come, book or order does not fit (a question, a closure). */
  invite: boolean;
  /** The post already asks the community something: no other call to action. */
  ask?: boolean;
}

export interface AngleContext {
  m: Material;
  say: Say;
  /** How many times the angle was used before in the month, and which fact to take. */
  n: number;
  item: number;
  /** The post's local date (YYYY-MM-DD) when known. */
  date?: string;
}

export interface Angle {
  key: string;
  available(m: Material): boolean;
  /** Null when the facts give nothing more to say (a testimonial already told twice this month). */
  write(context: AngleContext): AngleText | null;
}

/** "à 1,30 €", "à partir de 38 €" (a price written with its own preposition keeps it). */
export const atPrice = (price: string) => (/^(?:à|dès|de|entre)\s/iu.test(price) ? price : `à ${price}`);

/** An offer's name with its article, or between quotes when its gender is unknown. */
export function offerWith(offer: OfferFact, form: 'le' | 'de' | 'à' | 'notre'): string {
  if (offer.noun.known) return withArticle(offer.noun, form);
  const quoted = `« ${offer.name} »`;
  return form === 'le' || form === 'notre' ? quoted : `${form} ${quoted}`;
}

/** "d’un dépannage", "d’une vidange", "de bains": the indefinite after "besoin de". */
const need = (o: OfferFact) =>
  !o.noun.known
    ? `de « ${o.name} »`
    : o.noun.plural
      ? `de ${o.noun.text}`
      : `d’${o.noun.gender === 'f' ? 'une' : 'un'} ${o.noun.text}`;

function offerOpenings(o: OfferFact, m: Material, say: Say): string[] {
  const the = offerWith(o, 'le');
  const The = upperFirst(the);
  const detail = o.detail && lowerFirst(clip(o.detail, 140));
  const they = o.noun.plural;
  const product = o.kind === 'product';
  return [
    detail && `${upperFirst(offerWith(o, 'notre'))} : ${detail}.`,
    o.price && `${The} ${isAre(o.noun)} ${atPrice(o.price)} chez ${m.name}.`,
    say(`Vous connaissez ${offerWith(o, 'notre')} ?`, `Tu connais ${offerWith(o, 'notre')} ?`),
    `Zoom sur ${the}.`,
    product ? `Un faible pour ${the} ?` : `Besoin ${need(o)} ?`,
    say(`Cette fois, on vous parle ${offerWith(o, 'de')}.`, `Cette fois, on te parle ${offerWith(o, 'de')}.`),
    `À la une chez ${m.name} : ${the}.`,
    `Coup de projecteur sur ${the}.`,
    `Cette semaine, place ${offerWith(o, 'à')}.`,
    o.price && detail && `${The} ${atPrice(o.price)} : ${detail}.`,
    product ? `Pourquoi ${the} ${they ? 'plaisent' : 'plaît'} autant ?` : `${The}, comment ça se passe ?`,
    detail && `${The} en deux mots : ${detail}.`,
    product ? `On ne se lasse pas ${offerWith(o, 'de')}.` : `${The}, c’est notre métier.`,
    o.price && `Chez ${m.name}, ${the} ${isAre(o.noun)} ${atPrice(o.price)}.`,
    `Parlons ${offerWith(o, 'de')}.`,
    say(
      `${upperFirst(offerWith(o, 'notre'))}, vous connaissez ?`,
      `${upperFirst(offerWith(o, 'notre'))}, tu connais ?`,
    ),
    `Petit focus sur ${the}.`,
  ].filter(Boolean);
}

function offerBody(o: OfferFact, m: Material): string[][] {
  const the = offerWith(o, 'le');
  const The = upperFirst(the);
  const detail = o.detail && clip(o.detail, 200);
  return [
    detail
      ? [
          `${upperFirst(detail)}.`,
          `Le détail qui compte : ${lowerFirst(detail)}.`,
          `En bref : ${lowerFirst(detail)}.`,
          `Ce qu’il faut savoir : ${lowerFirst(detail)}.`,
        ]
      : [],
    o.price
      ? [
          `${The} ${isAre(o.noun)} ${atPrice(o.price)}.`,
          `Côté prix, ${the} ${isAre(o.noun)} ${atPrice(o.price)}.`,
          `Prix ${offerWith(o, 'de')} : ${o.price}.`,
        ]
      : [],
    !o.detail && !o.price && m.town ? [`${The}, c’est chez ${m.name}, à ${m.town}.`] : [],
  ];
}

const offerAngle = (key: string, kind: OfferFact['kind']): Angle => ({
  key,
  available: (m) => m.offers.some((offer) => offer.kind === kind),
  write({ m, say, n, item }) {
    const offers = m.offers.filter((o) => o.kind === kind);
    // Three posts a month per offer at most: a fourth "Zoom sur la margherita" is padding.
    if (n >= offers.length * 3) return null;
    const offer = pick(offers, item);
    return {
      subject: offer.name,
      tags: [offer.name],
      openings: offerOpenings(offer, m, say),
      body: offerBody(offer, m),
      offer,
      invite: true,
    };
  },
});

/** A customer's words between quotes, their signature ("— Léa") after them, never inside. */
export function quote(text: string): string {
  const signed = /^(.*?)\s+[—–-]\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u.exec(text.trim());
  const words = clip(bare(signed ? signed[1]! : text), 240);
  return signed ? `« ${words} » — ${signed[2]!}` : `« ${words} »`;
}

export const ANGLES: Angle[] = [
  offerAngle('product', 'product'),
  offerAngle('service', 'service'),
  {
    key: 'testimonial',
    available: (m) => m.testimonials.length > 0,
    write({ m, say, n, item }) {
      // A customer's words are told twice a month at most, each time framed differently.
      if (n >= m.testimonials.length * 2) return null;
      const said = quote(pick(m.testimonials, item));
      return {
        subject: 'vos avis',
        tags: [],
        openings: [
          said,
          `Lu dans nos avis : ${said}`,
          say(`Un avis qui nous touche : ${said}`, `Un avis qui nous touche : ${said}`),
          `Ce qu’on lit sur ${m.name} : ${said}`,
          `Ces mots nous font chaud au cœur : ${said}`,
        ],
        body: [
          [
            'Merci pour ces mots !',
            'Merci, ça nous touche.',
            'Des mots comme ceux-là, on les garde précieusement.',
            'Rien ne nous fait plus plaisir.',
          ],
        ],
        invite: true,
      };
    },
  },
  {
    key: 'tip',
    available: (m) => m.tips.length > 0,
    write({ m, say, n, item }) {
      if (n >= m.tips.length * 2) return null;
      const tip = tipIn(pick(m.tips, item), say);
      if (!tip) return null;
      const who = m.people[0]?.name.split(' ')[0];
      return {
        subject: 'nos conseils',
        tags: [],
        openings: [
          `Notre conseil : ${tip}`,
          ...(who ? [`Le conseil ${ofName(who)} : ${tip}`] : []),
          `Un conseil de pro : ${tip}`,
          `Petite astuce : ${tip}`,
          `Le conseil de la semaine : ${tip}`,
        ],
        body: [],
        invite: false,
      };
    },
  },
];

const IRREGULAR: Record<string, string> = {
  faites: 'faire',
  prenez: 'prendre',
  mettez: 'mettre',
  choisissez: 'choisir',
  laissez: 'laisser',
  dites: 'dire',
};

/**
 * A tip as the site wrote it ("Conservez votre pain dans un torchon") for a vous post; for a tu post, the
 * infinitive, which speaks to nobody in particular ("conserver son pain dans un torchon"), never a tu made by
 * substitution. Null when the tip cannot be put that way.
 */
function tipIn(raw: string, say: Say): string | null {
  const tip = bare(raw);
  const asVous = `${lowerFirst(tip)}.`;
  const verb = /^(\p{L}+)\s/u.exec(tip)?.[1]?.toLowerCase() ?? '';
  let infinitive: string | null = null;
  if (IRREGULAR[verb] || /ez$/u.test(verb)) {
    const base = IRREGULAR[verb] ?? verb.replace(/ez$/u, 'er');
    const rest = tip
      .slice(verb.length)
      .replace(/(?<![\p{L}])vos(?![\p{L}])/gu, 'ses')
      .replace(
        /(?<![\p{L}])votre\s+(\p{L}+)/gu,
        (_, noun: string) => `${/e$/u.test(noun) && !/^[aeiouyéèêh]/iu.test(noun) ? 'sa' : 'son'} ${noun}`,
      );
    infinitive = /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/iu.test(rest) ? null : `${base}${rest}.`;
  }
  const tu = infinitive ?? (/(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/iu.test(tip) ? null : asVous);
  const chosen = say(asVous, tu ?? '');
  return chosen || null;
}
