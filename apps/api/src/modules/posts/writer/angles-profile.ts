import type { Angle } from './angles';
import type { Material } from './material';
import { bare, clip, lowerFirst, pick, sentenceOf } from './text-tools';

/** Six shapes per angle: a business with a bare profile uses each angle about six times in a daily month,
 * and every use then reads differently. */
const whoOf = (m: Material) =>
  m.audience ? lowerFirst(clip(bare(m.audience), 120)) : 'tous ceux qui aiment le travail bien fait';

const facts = (m: Material) => [m.promise, m.description, m.mission].filter(Boolean);

export const PROFILE_ANGLES: Angle[] = [
  {
    key: 'story',
    available: (m) => Boolean(m.mission || m.founder || m.values.length || m.experience),
    write: (m, n) => {
      const parts = [
        m.mission && `Notre mission : ${lowerFirst(sentenceOf(m.mission))}`,
        m.founder && `Derrière ${m.name}, il y a ${lowerFirst(sentenceOf(m.founder))}`,
        m.values.length > 0 &&
          `Ce qui nous guide chaque jour : ${m.values.slice(0, 3).map(lowerFirst).join(', ')}.`,
        m.experience && `${bare(m.experience)} d’expérience, et toujours la même passion.`,
      ].filter((part): part is string => Boolean(part));
      const second = parts.length > 1 ? pick(parts, n + 1) : '';
      return { subject: 'notre histoire', body: [pick(parts, n), second].filter(Boolean) };
    },
  },
  {
    key: 'promise',
    available: (m) => Boolean(m.promise || m.description),
    write: (m, n) => ({
      subject: `pourquoi ${m.name}`,
      body: [
        pick(
          [
            'Pourquoi nous choisir ?',
            'Ce qui fait la différence ?',
            'Notre promesse, en une phrase :',
            'Notre engagement :',
            'Ce qui nous rend fiers :',
            'On nous demande souvent ce qui nous distingue. Réponse :',
          ],
          n,
        ),
        // A single fact is not told every time: every other use speaks of the people it serves instead.
        facts(m).length > 1 || n % 2 === 0
          ? sentenceOf(pick(facts(m), n))
          : `Tout ce que nous faisons, nous le faisons pour ${whoOf(m)}.`,
      ],
    }),
  },
  {
    key: 'presentation',
    available: () => true,
    write: (m, n) => ({
      subject: m.name,
      body: [
        pick(
          [
            `Vous ne nous connaissez pas encore ? ${m.name}, c’est votre ${m.type}.`,
            `${m.name} en quelques mots : ${m.type}, passion et exigence.`,
            `Présentations : nous sommes ${m.name}, ${m.type} à votre écoute.`,
            `Petit rappel pour les nouveaux abonnés : ${m.name} est votre ${m.type}.`,
            `Un ${m.type} où l’on se sent attendu ? C’est exactement ce que nous voulons être.`,
            `Si l’on devait résumer ${m.name} : un métier, une équipe et l’envie de bien faire.`,
          ],
          n,
        ),
        n === 0 && m.description
          ? sentenceOf(m.description)
          : pick(
              [
                `Nous le faisons pour ${whoOf(m)}.`,
                'Notre fierté : des clients qui reviennent et qui en parlent autour d’eux.',
                'Une adresse à garder en tête, et à partager.',
              ],
              n,
            ),
      ],
    }),
  },
  {
    key: 'audience',
    available: () => true,
    write: (m, n) => ({
      subject: 'pour vous',
      body: [
        pick(
          [
            `Ce post s’adresse à ${whoOf(m)}.`,
            `Nous avons pensé chaque détail pour ${whoOf(m)}.`,
            `Notre plus belle motivation : ${whoOf(m)}.`,
            `On ne le dit pas assez : merci à ${whoOf(m)} qui nous font confiance.`,
            `Chaque matin, c’est pour ${whoOf(m)} que l’on se lève.`,
            `À ${whoOf(m)} : ce message est pour vous.`,
          ],
          n,
        ),
        pick(
          [
            'Vos attentes guident notre travail au quotidien.',
            `Chez ${m.name}, votre satisfaction passe avant tout.`,
            'Vos retours nous font grandir, continuez à nous les partager.',
          ],
          n,
        ),
      ],
    }),
  },
];
