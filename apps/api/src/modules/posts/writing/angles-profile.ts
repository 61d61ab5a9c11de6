import type { Angle } from './angles';
import { nounOf, ofName } from './french-nouns';
import type { Material } from './material';
import { bare, clip, lowerFirst, pick, upperFirst } from '../../../lib/text-tools';

/** The profile's description inside a sentence: its first word lowered only when it is a common noun. */
export function describedAs(m: Material): string {
  const description = clip(bare(m.description.split(/(?<=[.!?])\s/u)[0] ?? ''), 200);
  const first = description.split(/[\s,]/u)[0] ?? '';
  const second = description.split(/[\s,]+/u)[1] ?? '';
  const common =
    /^(?:le|la|les|l['’]|un|une|des|du|nos|notre)$/iu.test(first) ||
    ((nounOf(first).known || /^\p{Ll}/u.test(second)) &&
      !m.personNames.includes(first) &&
      !m.name.startsWith(first));
  return common ? lowerFirst(description) : description;
}

const years = (m: Material) =>
  m.experience
    ? [`${upperFirst(bare(m.experience))} d’expérience.`, `${upperFirst(bare(m.experience))} de métier.`]
    : [];

/** The business as its site and profile tell it: its people with their roles, its story, its description. */
export const PROFILE_ANGLES: Angle[] = [
  {
    key: 'team',
    available: (m) => m.people.length > 0,
    write({ m, say, n, item }) {
      if (n >= m.people.length * 3) return null;
      const person = pick(m.people, item);
      const who = `${person.name}, ${person.role}`;
      return {
        subject: person.name,
        tags: [],
        openings: [
          `Derrière ${m.name}, il y a ${who}.`,
          say(`On vous présente ${who}.`, `On te présente ${who}.`),
          `Un visage ${ofName(m.name)} : ${who}.`,
          `Qui fait tourner ${m.name} ? ${who}.`,
          `${who} : c’est l’âme ${ofName(m.name)}.`,
        ],
        body: [m.story ? [m.story.endsWith('.') ? m.story : `${m.story}.`] : [], years(m)],
        invite: true,
      };
    },
  },
  {
    key: 'story',
    available: (m) => Boolean(m.story),
    write({ m, say, n }) {
      if (n >= 2) return null;
      const story = m.story.endsWith('.') ? m.story : `${m.story}.`;
      return {
        subject: 'notre histoire',
        tags: [],
        openings: [
          `Notre histoire ? ${story}`,
          `L’histoire ${ofName(m.name)} en une phrase : ${story}`,
          say(`On vous raconte d’où l’on vient : ${story}`, `On te raconte d’où l’on vient : ${story}`),
        ],
        body: [years(m)],
        invite: true,
      };
    },
  },
  {
    key: 'presentation',
    available: (m) => Boolean(m.description),
    write({ m, say, n }) {
      if (n >= 3) return null;
      const what = describedAs(m);
      const where = m.means.address
        ? [`On est au ${m.means.address}.`, `L’adresse : ${m.means.address}.`]
        : m.town
          ? [`On est à ${m.town}.`]
          : [];
      return {
        subject: m.name,
        tags: [],
        openings: [
          `${m.name} en une phrase : ${what}.`,
          say(
            `Vous ne nous connaissez pas encore ? ${m.name} : ${what}.`,
            `Tu ne nous connais pas encore ? ${m.name} : ${what}.`,
          ),
          say(
            `Ce que vous trouverez chez ${m.name} : ${what}.`,
            `Ce que tu trouveras chez ${m.name} : ${what}.`,
          ),
          `Bienvenue aux nouveaux abonnés ! Ici, c’est ${m.name} : ${what}.`,
        ],
        body: [where, years(m)],
        invite: true,
      };
    },
  },
  {
    key: 'expertise',
    available: (m) => m.expertise.length > 0 || m.achievements.length > 0,
    write({ m, n, item }) {
      const list = [
        ...m.achievements.map((a) => `Une fierté pour ${m.name} : ${lowerFirst(bare(a))}.`),
        ...m.expertise.map((e) => `Notre métier au quotidien : ${lowerFirst(bare(e))}.`),
      ];
      if (n >= list.length * 2) return null;
      const line = pick(list, item);
      return { subject: 'notre savoir-faire', tags: [], openings: [line], body: [], invite: true };
    },
  },
];
