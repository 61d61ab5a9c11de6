import { ANGLES, type Angle } from './angles';
import { ENGAGEMENT_ANGLES } from './angles-engagement';
import { PROFILE_ANGLES } from './angles-profile';
import { nounOf, withArticle } from './french-nouns';
import type { Material } from './material';
import { upperFirst } from '../../../lib/text-tools';

/** "un serrurier", "une pizzeria": the trade with its indefinite article, null when its gender is unknown. */
function aTrade(m: Material): string | null {
  if (m.type === 'entreprise') return null;
  const noun = nounOf(m.type);
  return noun.known && !noun.plural ? withArticle(noun, 'un') : null;
}

/**
 * Who the business is, from what every profile has (its name, its trade, its town, its contact means): for a
 * profile that gives little else, so that a bare profile still gets true, plain posts.
 */
export const IDENTITY_ANGLE: Angle = {
  key: 'identity',
  available: () => true,
  write({ m, say, n }) {
    if (n >= 4) return null;
    const where = m.town ? ` à ${m.town}` : '';
    const Name = upperFirst(m.name);
    const trade = aTrade(m);
    return {
      subject: m.name,
      tags: [],
      openings: [
        // "Hôtel des Remparts, hôtel à Saint-Malo" says the trade twice.
        m.type !== 'entreprise' && !m.name.toLowerCase().includes(m.type)
          ? `${Name}, ${m.type}${where}.`
          : '',
        `Ici, c’est ${m.name}${where}.`,
        trade && m.town
          ? say(
              `Besoin ${trade.replace(/^un(e?) /u, 'd’un$1 ')}${where} ? Pensez à ${m.name}.`,
              `Besoin ${trade.replace(/^un(e?) /u, 'd’un$1 ')}${where} ? Pense à ${m.name}.`,
            )
          : '',
        say(`Une question ? ${Name} vous répond.`, `Une question ? ${Name} te répond.`),
        say(`Au plaisir de vous rencontrer${where}.`, `Au plaisir de te rencontrer${where}.`),
        `Bienvenue sur la page de ${m.name} !`,
      ].filter(Boolean),
      body: [
        m.means.address ? [`L’adresse : ${m.means.address}.`] : [],
        m.contact.phone ? [`Par téléphone : ${m.contact.phone}.`] : [],
      ],
      invite: true,
    };
  },
};

/**
 * Questions to the followers that assert nothing about the business (no product, no price, no event): with the
 * identity posts, what a thin profile can honestly say. Each is asked once a month.
 */
export const COMMUNITY_ANGLE: Angle = {
  key: 'community',
  available: () => true,
  write({ m, say, n }) {
    const trade = aTrade(m);
    const questions = [
      trade &&
        say(
          `Quelle question aimeriez-vous poser à ${trade} ? On vous répond en commentaire.`,
          `Quelle question aimerais-tu poser à ${trade} ? On te répond en commentaire.`,
        ),
      say(
        `Qu’aimeriez-vous voir sur la page de ${m.name} ? Dites-le-nous en commentaire.`,
        `Qu’aimerais-tu voir sur la page de ${m.name} ? Dis-le-nous en commentaire.`,
      ),
      m.town &&
        say(
          `Vous êtes de ${m.town} ? Faites-nous signe en commentaire !`,
          `Tu es de ${m.town} ? Fais-nous signe en commentaire !`,
        ),
      say(
        `Comment avez-vous connu ${m.name} ? Racontez-nous en commentaire.`,
        `Comment as-tu connu ${m.name} ? Raconte-nous en commentaire.`,
      ),
      trade &&
        say(
          `Qu’attendez-vous d’${trade.replace(/^un(e?) /u, 'un$1 ')} ? Votre avis nous intéresse.`,
          `Qu’attends-tu d’${trade.replace(/^un(e?) /u, 'un$1 ')} ? Ton avis nous intéresse.`,
        ),
      say(
        'Un sujet que vous aimeriez qu’on aborde ici ? On lit tous vos messages.',
        'Un sujet que tu aimerais qu’on aborde ici ? On lit tous tes messages.',
      ),
    ].filter((line): line is string => Boolean(line));
    if (n >= questions.length) return null;
    return {
      subject: say('votre avis', 'ton avis'),
      tags: [],
      openings: questions.slice(n).concat(questions.slice(0, n)),
      body: [],
      invite: false,
      ask: true,
    };
  },
};

const WEEKDAY = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/**
 * A greeting for the day of the week ("C’est vendredi : bon week-end à tous !"): what a small business says
 * between two facts, true on the day it is published and stating nothing about the business.
 */
export const GREETING_ANGLE: Angle = {
  key: 'greeting',
  available: () => true,
  write({ m, say, n, date }) {
    if (!date || n >= 14) return null;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const weekday = WEEKDAY[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
    const neighbours = m.town ? `à tous nos voisins de ${m.town}` : 'à tous';
    const byDay: Record<(typeof WEEKDAY)[number], string[]> = {
      lundi: [`Bonne semaine ${neighbours} !`, 'Bon lundi à tous : c’est reparti pour une semaine !'],
      mardi: [`Bon mardi ${neighbours} !`],
      mercredi: ['Déjà mercredi : bon milieu de semaine à tous !', `Bon mercredi ${neighbours} !`],
      jeudi: ['Bon jeudi à tous : le week-end approche !', `Bon jeudi ${neighbours} !`],
      vendredi: ['C’est vendredi : bon week-end à tous !', `Bon vendredi ${neighbours} !`],
      samedi: [`Bon samedi ${neighbours} !`, 'Bon week-end à tous !'],
      dimanche: [
        say('Bon dimanche à tous, reposez-vous bien !', 'Bon dimanche à tous, repose-toi bien !'),
        `Bon dimanche ${neighbours} !`,
      ],
    };
    return {
      subject: `Bon ${weekday}`,
      tags: [],
      openings: [
        ...byDay[weekday],
        say(
          `Merci à vous qui suivez ${m.name} : ça compte pour nous.`,
          `Merci à toi qui suis ${m.name} : ça compte pour nous.`,
        ),
      ],
      body: [],
      invite: false,
      // A greeting stands alone: no call to action after it.
      ask: true,
    };
  },
};

/** What any profile can still say when its facts have nothing new: its identity, a question, a greeting. */
export const RESERVE_ANGLES: Angle[] = [IDENTITY_ANGLE, COMMUNITY_ANGLE, GREETING_ANGLE];

/** Fact-based angles below this number leave a profile thin: its identity and questions fill the month. */
const THIN = 3;

/** The angles the business's facts allow, in their rotation order; a thin profile also gets the identity
 * angle and the community questions, which state nothing the profile does not. */
export function anglesFor(m: Material): Angle[] {
  const angles = [...ANGLES, ...PROFILE_ANGLES, ...ENGAGEMENT_ANGLES].filter((angle) => angle.available(m));
  return angles.length >= THIN ? angles : [...angles, IDENTITY_ANGLE, COMMUNITY_ANGLE];
}
