import { offerWith, type Angle } from './angles';
import type { Material } from './material';
import { bare, pick, upperFirst } from '../../../lib/text-tools';

/** Trades whose services nobody has a "favourite" of: a poll between them reads as a joke. */
const ADVISERS =
  /comptab|notai|avocat|juridi|fiscal|assuran|courtier|banque|conseil en|gestion de patrimoine|architecte|géomètre|huissier|commissaire/iu;

/** The pairs a poll may set against each other: products, or services where a favourite makes sense. */
const pairsOf = (m: Material) => {
  const offers = ADVISERS.test(m.type) ? m.offers.filter((offer) => offer.kind === 'product') : m.offers;
  return offers.flatMap((a, i) => offers.slice(i + 1).map((b) => [a, b] as const));
};

/** Posts that ask the community something about the business's own offers, and where to find it. */
export const ENGAGEMENT_ANGLES: Angle[] = [
  {
    key: 'question',
    available: (m) => pairsOf(m).length > 0,
    write({ m, say, n }) {
      const pairs = pairsOf(m);
      // Each pair asked once a month (twice when there is only one pair): more polls read as padding.
      if (n >= (pairs.length > 1 ? pairs.length : 2)) return null;
      const [a, b] = pick(pairs, n);
      const [x, y] = [offerWith(a, 'le'), offerWith(b, 'le')];
      return {
        subject: 'votre avis',
        tags: [a.name, b.name],
        openings: [
          // "Plutôt baguette ou croissant ?": the colloquial question takes the names without articles.
          a.kind === 'product' && b.kind === 'product'
            ? say(
                `Vous êtes plutôt ${a.noun.text} ou ${b.noun.text} ?`,
                `Tu es plutôt ${a.noun.text} ou ${b.noun.text} ?`,
              )
            : '',
          say(`Pour vous, c’est ${x} ou ${y} ?`, `Pour toi, c’est ${x} ou ${y} ?`),
          `${upperFirst(x)} ou ${y} : le match est lancé !`,
          say(`Votre préféré chez ${m.name} : ${x} ou ${y} ?`, `Ton préféré chez ${m.name} : ${x} ou ${y} ?`),
        ].filter(Boolean),
        body: [
          [
            say('Répondez en commentaire !', 'Réponds en commentaire !'),
            say('On lit toutes vos réponses.', 'On lit toutes tes réponses.'),
            say('Dites-le-nous en commentaire.', 'Dis-le-nous en commentaire.'),
            say('Votez en commentaire !', 'Vote en commentaire !'),
          ],
        ],
        invite: false,
        ask: true,
      };
    },
  },
  {
    key: 'visit',
    available: (m) => Boolean(m.means.area || m.hours),
    write({ m, say, n }) {
      const { address, area } = m.means;
      // A street address may be given again; a town alone is said once or twice a month.
      if (n >= (address ? 3 : m.means.travels ? 2 : 1)) return null;
      const hours = m.hours && bare(m.hours);
      const hoursLine = hours
        ? /^(?:le|les|du|midi|matin|soir|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|tous)\b/iu.test(
            hours,
          )
          ? [say(`On vous accueille ${hours}.`, `On t’accueille ${hours}.`)]
          : [`Bon à savoir : ${hours}.`]
        : [];
      return {
        subject: 'nous trouver',
        tags: [],
        // A street address is a place to come to; an area ("Rennes et environs") is where the business works.
        openings: [
          ...(address
            ? [
                `Où nous trouver ? ${address}.`,
                `Pour venir nous voir : ${address}.`,
                `${m.name}, c’est au ${address}.`,
              ]
            : area && m.means.travels
              ? [`${m.name} intervient à ${area}.`, `Notre secteur : ${area}.`]
              : area
                ? [`${m.name}, c’est à ${area}.`]
                : []),
          ...hoursLine,
        ].filter(Boolean),
        body: [address ? hoursLine : []],
        invite: true,
      };
    },
  },
];
