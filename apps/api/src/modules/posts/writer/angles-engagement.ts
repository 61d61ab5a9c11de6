import type { Angle } from './angles';
import { pick } from './text-tools';

/** Angles that need no analysis: they keep a month varied for a business that only filled its profile. */
export const ENGAGEMENT_ANGLES: Angle[] = [
  {
    key: 'question',
    available: () => true,
    write: (m, n) => {
      const [first, second] = [...m.services, ...m.products].map((offer) => offer.name);
      const questions = [
        `Petite question du jour : qu’est-ce qui compte le plus pour vous quand vous choisissez votre ${m.type} ?`,
        'On a besoin de vous : quelle nouveauté aimeriez-vous voir arriver chez nous ?',
        `Si vous deviez décrire ${m.name} en un seul mot, lequel choisiriez-vous ?`,
        'Racontez-nous votre meilleur souvenir avec nous, on lit tout !',
        'Sondage express : vous venez plutôt le matin, le midi ou le soir ?',
        `Quel conseil donneriez-vous à quelqu’un qui découvre ${m.name} ?`,
      ];
      if (first && second) questions.unshift(`Vous êtes plutôt « ${first} » ou « ${second} » ?`);
      return {
        subject: 'votre avis',
        body: [pick(questions, n), 'Répondez en commentaire, on vous lit avec attention.'],
      };
    },
  },
  {
    key: 'behind',
    available: () => true,
    write: (m, n) => ({
      subject: 'les coulisses',
      body: [
        pick(
          [
            `Derrière chaque journée chez ${m.name}, il y a de la préparation, de l’attention et beaucoup de cœur.`,
            `Ce que vous ne voyez pas toujours : le temps passé à peaufiner chaque détail avant votre arrivée.`,
            `Les coulisses d’un ${m.type}, c’est une équipe qui s’organise pour que tout soit prêt au bon moment.`,
            `Avant l’ouverture, on vérifie, on ajuste, on recommence : c’est ça, l’exigence ${m.name}.`,
            'Une journée type ? Beaucoup de préparation, un peu d’imprévu et toujours le sourire.',
            'Ce qui nous occupe en ce moment en coulisses : améliorer encore ce que vous aimez déjà.',
          ],
          n,
        ),
      ],
    }),
  },
  {
    key: 'visit',
    available: (m) =>
      Boolean(m.contact.coordinates || m.contact.email || m.contact.website || m.contact.phone),
    write: (m, n) => {
      const { coordinates, email, website, phone } = m.contact;
      const ways = [
        coordinates && `Où nous trouver ? ${coordinates.replace(/\s*\n\s*/g, ', ')}.`,
        email && `Une question, une demande particulière ? Écrivez-nous à ${email}.`,
        website && `Toutes nos informations sont à retrouver sur ${website}.`,
        phone && `Un simple appel suffit : ${phone}.`,
      ].filter((way): way is string => Boolean(way));
      return {
        subject: 'nous contacter',
        body: [
          pick(
            ['Nous joindre, c’est facile.', `Envie de passer chez ${m.name} ?`, 'On reste en contact ?'],
            n,
          ),
          pick(ways, n),
        ],
      };
    },
  },
];
