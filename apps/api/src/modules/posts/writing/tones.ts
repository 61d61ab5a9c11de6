import type { BRAND_TONES } from '@plume/contracts/business-profile';

export type BrandTone = (typeof BRAND_TONES)[number];

/** How one brand tone writes: its address, its emojis, its openings, sign-offs and title shapes. */
export interface ToneVoice {
  register: 'vous' | 'tu';
  /** Emojis the tone may use, and how many per post (0 = none). */
  emojis: string[];
  emojiBudget: number;
  /** First lines; {name} is the business, {type} its activity. */
  openings: string[];
  /** Last lines before the contact details. */
  closings: string[];
  /** Title shapes around a subject. */
  titles: string[];
}

export const TONES: Record<BrandTone, ToneVoice> = {
  professionnel: {
    register: 'vous',
    emojis: ['✅', '📌', '👉'],
    emojiBudget: 1,
    openings: [
      'Chez {name}, nous mettons notre expertise à votre service.',
      'Un point d’information de la part de {name}.',
      'Votre {type} vous accompagne avec rigueur et attention.',
      'Qualité, fiabilité, écoute : ce sont nos engagements au quotidien.',
    ],
    closings: ['L’équipe {name}', 'Au plaisir de vous accompagner.', 'Nous restons à votre disposition.'],
    titles: ['{subject}', '{subject} : l’essentiel', 'À retenir : {subject}'],
  },
  luxe: {
    register: 'vous',
    emojis: ['✨', '🥂', '🤍'],
    emojiBudget: 1,
    openings: [
      'L’exception se cultive dans les moindres détails.',
      'Chez {name}, chaque geste est pensé pour sublimer l’instant.',
      'Un raffinement discret, une exigence constante.',
      'Il est des expériences qui ne se racontent pas : elles se vivent.',
    ],
    closings: ['{name}, l’art du détail.', 'Avec élégance, {name}.', 'Le raffinement, tout simplement.'],
    titles: ['{subject}, l’art du détail', '{subject}, en toute élégance', 'Instant d’exception : {subject}'],
  },
  simple: {
    register: 'vous',
    emojis: ['🙂', '👍'],
    emojiBudget: 1,
    openings: [
      'On va droit au but.',
      'Une info simple de {name}.',
      'Petit rappel utile.',
      'Voici ce qu’il faut savoir.',
    ],
    closings: ['Simple et efficace.', 'À bientôt !', 'C’est tout pour aujourd’hui.'],
    titles: ['{subject}', 'En bref : {subject}', '{subject}, tout simplement'],
  },
  humouristique: {
    register: 'vous',
    emojis: ['😄', '😉', '🤓', '🙃'],
    emojiBudget: 3,
    openings: [
      'Alerte info (promis, ce n’est pas un poisson d’avril) :',
      'Spoiler : chez {name}, on ne sait pas faire les choses à moitié.',
      'Si vous lisez ceci, c’est que l’algorithme nous aime bien.',
      'Question existentielle du jour : peut-on vivre sans {name} ? On ne vous le conseille pas.',
    ],
    closings: [
      'Voilà, vous savez tout (ou presque).',
      'Fin de la minute sérieuse.',
      'On vous attend, le sourire est offert.',
    ],
    titles: [
      '{subject} (et ce n’est pas une blague)',
      'Le saviez-vous ? {subject}',
      '{subject}, version bonne humeur',
    ],
  },
  proximite: {
    register: 'vous',
    emojis: ['📍', '🤝', '☕'],
    emojiBudget: 2,
    openings: [
      'Votre {type} de quartier a une nouvelle à partager.',
      'Juste à côté de chez vous, {name} vous ouvre ses portes.',
      'Entre voisins, on se dit tout.',
      'Ici, on connaît nos clients par leur prénom.',
    ],
    closings: [
      'À très vite près de chez vous !',
      'Votre équipe {name}, juste à côté.',
      'On vous attend, comme toujours.',
    ],
    titles: [
      'Près de chez vous : {subject}',
      '{subject}, dans le quartier',
      'Des nouvelles du quartier : {subject}',
    ],
  },
  amical: {
    register: 'tu',
    emojis: ['😊', '💛', '🙌', '🎉'],
    emojiBudget: 3,
    openings: [
      'Coucou la communauté !',
      'Hello ! Ici l’équipe de {name}.',
      'On avait trop envie de te partager ça.',
      'Petite pause avec nous ?',
    ],
    closings: ['Plein de bises de toute l’équipe !', 'On a hâte de te voir !', 'Belle journée à toi !'],
    titles: ['{subject} 💛', '{subject}', 'Entre nous : {subject}'],
  },
  moderne: {
    register: 'vous',
    emojis: ['🚀', '⚡', '💡'],
    emojiBudget: 2,
    openings: [
      'Nouveau format, même exigence.',
      '{name} passe à la vitesse supérieure.',
      'Ce qui change chez {name} :',
      'En 2 lignes :',
    ],
    closings: ['Stay tuned.', 'La suite arrive vite.', '{name}, toujours un temps d’avance.'],
    titles: ['{subject} 🚀', 'Focus : {subject}', '{subject} — nouvelle génération'],
  },
  traditionnel: {
    register: 'vous',
    emojis: ['🌾', '🏡'],
    emojiBudget: 1,
    openings: [
      'Le savoir-faire se transmet, il ne s’improvise pas.',
      'Chez {name}, on cultive les gestes d’autrefois.',
      'Comme au bon vieux temps, votre {type} prend le temps de bien faire.',
      'Authenticité et tradition : voilà ce qui nous anime.',
    ],
    closings: ['Fidèlement vôtre, {name}.', 'La tradition a du bon.', 'Avec tout notre savoir-faire.'],
    titles: ['{subject}', 'Tradition : {subject}', '{subject}, comme autrefois'],
  },
  creatif: {
    register: 'vous',
    emojis: ['🎨', '🌈', '✏️'],
    emojiBudget: 2,
    openings: [
      'Imaginez un instant…',
      'Et si on changeait de point de vue ?',
      'Une idée a germé chez {name}.',
      'Fermez les yeux, on vous emmène ailleurs.',
    ],
    closings: [
      'Laissez parler votre imagination.',
      '{name}, là où les idées prennent forme.',
      'La créativité n’attend pas.',
    ],
    titles: ['{subject}, autrement', 'Carte blanche : {subject}', 'Et si… {subject}'],
  },
  technique: {
    register: 'vous',
    emojis: ['🔧', '📊'],
    emojiBudget: 1,
    openings: [
      'Le saviez-vous ?',
      'Décryptage par l’équipe {name}.',
      'Fiche pratique :',
      'Point technique du jour.',
    ],
    closings: [
      'Une question précise ? Nos experts vous répondent.',
      'Précision et méthode, signé {name}.',
      'Les détails font la différence.',
    ],
    titles: ['Décryptage : {subject}', '{subject} : comment ça marche', 'Fiche pratique : {subject}'],
  },
  storytelling: {
    register: 'vous',
    emojis: ['📖', '🌟'],
    emojiBudget: 1,
    openings: [
      'Tout a commencé par une envie simple.',
      'Il était une fois {name}, une histoire pas tout à fait comme les autres.',
      'Chaque jour chez {name} écrit une nouvelle page.',
      'Laissez-nous vous raconter une histoire.',
    ],
    closings: ['Et l’histoire continue, avec vous.', 'À suivre…', 'La suite s’écrit chez {name}.'],
    titles: ['Histoire vraie : {subject}', 'Chapitre du jour : {subject}', '{subject} : il était une fois'],
  },
};

/** Sign-offs per tone, written natively in both registers [vous, tu]; {name} is the business. A post has one
 * now and then, never the same one in three posts of a month. */
export const SIGN_OFFS: Record<BrandTone, [string, string][]> = {
  professionnel: [
    ['L’équipe {name}', 'L’équipe {name}'],
    ['Au plaisir de vous accompagner.', 'Au plaisir de t’accompagner.'],
    ['Nous restons à votre disposition.', 'On reste à ta disposition.'],
  ],
  luxe: [
    ['{name}, l’art du détail.', '{name}, l’art du détail.'],
    ['Avec élégance, {name}.', 'Avec élégance, {name}.'],
    ['Au plaisir de vous recevoir.', 'Au plaisir de te recevoir.'],
  ],
  simple: [
    ['À bientôt !', 'À bientôt !'],
    ['Bonne journée à vous.', 'Bonne journée à toi.'],
    ['L’équipe {name}', 'L’équipe {name}'],
  ],
  humouristique: [
    ['Voilà, vous savez tout (ou presque).', 'Voilà, tu sais tout (ou presque).'],
    ['Fin de la minute sérieuse.', 'Fin de la minute sérieuse.'],
    ['On vous attend, le sourire est compris.', 'On t’attend, le sourire est compris.'],
  ],
  proximite: [
    ['À très vite !', 'À très vite !'],
    ['Votre équipe {name}', 'Ton équipe {name}'],
    ['Belle semaine à vous !', 'Belle semaine à toi !'],
  ],
  amical: [
    ['Plein de bises de toute l’équipe !', 'Plein de bises de toute l’équipe !'],
    ['On a hâte de vous voir !', 'On a hâte de te voir !'],
    ['Belle journée à vous !', 'Belle journée à toi !'],
  ],
  moderne: [
    ['La suite arrive vite.', 'La suite arrive vite.'],
    ['L’équipe {name}', 'L’équipe {name}'],
    ['À très vite !', 'À très vite !'],
  ],
  traditionnel: [
    ['Fidèlement vôtre, {name}.', 'À bientôt, {name}.'],
    ['Au plaisir de vous servir.', 'Au plaisir de te servir.'],
    ['L’équipe {name}', 'L’équipe {name}'],
  ],
  creatif: [
    ['{name}, là où les idées prennent forme.', '{name}, là où les idées prennent forme.'],
    ['À vos idées !', 'À tes idées !'],
    ['L’équipe {name}', 'L’équipe {name}'],
  ],
  technique: [
    ['Une question précise ? Nous vous répondons.', 'Une question précise ? On te répond.'],
    ['L’équipe {name}', 'L’équipe {name}'],
    ['Précision et méthode, signé {name}.', 'Précision et méthode, signé {name}.'],
  ],
  storytelling: [
    ['Et l’histoire continue, avec vous.', 'Et l’histoire continue, avec toi.'],
    ['À suivre…', 'À suivre…'],
    ['La suite s’écrit chez {name}.', 'La suite s’écrit chez {name}.'],
  ],
};
