import type { MotifName, Palette } from './demo-motifs';
import { FOOD_GROUPS } from './demo-food-trades';
import { OCCASION_GROUPS } from './demo-occasions';
import { SERVICE_GROUPS } from './demo-service-trades';
import { floral, gold, navy, orange, rose, sky, slate, teal, violet, PEOPLE, TRADE } from './demo-palettes';

/**
 * What the demonstration catalogue shows: the trades of French small businesses and the seasons and fêtes of
 * the year. Each group has three subjects (a drawing, its French label and words), drawn in three scenes, and
 * the words people type for it (synonyms included). Groups are only ever appended: an image's id is its place.
 */
export interface DemoGroup {
  title: string;
  words: string[];
  palette: Palette;
  subjects: [MotifName, string, string[]][];
}

export const DEMO_GROUPS: DemoGroup[] = [
  ...FOOD_GROUPS,
  {
    title: 'Salon de coiffure',
    words: [
      ...PEOPLE,
      'coiffure',
      'coiffeur',
      'coiffeuse',
      'salon de coiffure',
      'cheveux',
      'barbier',
      'coupe',
    ],
    palette: violet,
    subjects: [
      ['scissors', 'Ciseaux du coiffeur', ['ciseaux', 'coupe']],
      ['comb', 'Brushing et coiffage', ['peigne', 'brushing']],
      ['mirror', 'Le miroir du salon', ['miroir', 'style']],
    ],
  },
  {
    title: 'Institut de beauté',
    words: [
      ...PEOPLE,
      'institut de beauté',
      'beauté',
      'esthéticienne',
      'soin',
      'cosmétique',
      'spa',
      'manucure',
    ],
    palette: rose,
    subjects: [
      ['creamJar', 'Soins du visage', ['crème', 'visage']],
      ['mirror', 'Moment beauté', ['maquillage', 'miroir']],
      ['flower', 'Bien-être et douceur', ['bien-être', 'massage']],
    ],
  },
  {
    title: 'Garage',
    words: [
      ...TRADE,
      'garage',
      'garagiste',
      'mécanique',
      'mécanicien',
      'voiture',
      'automobile',
      'auto',
      'réparation',
    ],
    palette: slate,
    subjects: [
      ['car', 'Voiture révisée', ['voiture', 'entretien']],
      ['wrench', "L'atelier mécanique", ['clé', 'outil']],
      ['tire', 'Changement de pneus', ['pneu', 'roue']],
    ],
  },
  {
    title: 'Magasin de vélos',
    words: [...TRADE, 'vélo', 'cycles', 'cyclisme', 'bicyclette', 'réparation', 'balade'],
    palette: teal,
    subjects: [
      ['bike', 'Vélo de ville', ['vélo', 'ville']],
      ['wrench', 'Atelier de réparation vélo', ['outil', 'révision']],
      ['tire', 'Roue de vélo', ['roue', 'chambre à air']],
    ],
  },
  {
    title: 'Salle de sport',
    words: [
      ...PEOPLE,
      'salle de sport',
      'sport',
      'fitness',
      'coach',
      'coach sportif',
      'musculation',
      'entraînement',
    ],
    palette: orange,
    subjects: [
      ['dumbbell', 'Haltères', ['haltère', 'musculation']],
      ['yoga', 'Séance de stretching', ['étirement', 'cours']],
      ['bottle', 'Hydratation', ['gourde', 'eau']],
    ],
  },
  {
    title: 'Yoga et bien-être',
    words: [...PEOPLE, 'yoga', 'bien-être', 'méditation', 'relaxation', 'sophrologie', 'zen', 'nature'],
    palette: teal,
    subjects: [
      ['yoga', 'Posture de yoga', ['posture', 'cours']],
      ['plant', 'Coin zen', ['calme', 'plante']],
      ['sun', 'Salutation au soleil', ['soleil', 'matin']],
    ],
  },
  {
    title: 'Librairie',
    words: [...TRADE, 'librairie', 'libraire', 'livre', 'lecture', 'papeterie', 'bande dessinée', 'roman'],
    palette: navy,
    subjects: [
      ['book', 'Livre ouvert', ['livre', 'roman']],
      ['pencil', 'Papeterie', ['crayon', 'écriture']],
      ['glasses', 'Lunettes de lecture', ['lecture', 'conseil']],
    ],
  },
  {
    title: 'Boutique de mode',
    words: [
      ...TRADE,
      'boutique',
      'mode',
      'vêtements',
      'prêt-à-porter',
      'habillement',
      'styliste',
      'marketing',
    ],
    palette: floral,
    subjects: [
      ['shirt', 'Nouvelle collection', ['collection', 'tee-shirt']],
      ['hanger', 'Portant de la boutique', ['cintre', 'robe']],
      ['tag', 'Prix doux', ['étiquette', 'promotion']],
    ],
  },
  {
    title: 'Bijouterie',
    words: [...TRADE, 'bijouterie', 'bijoutier', 'bijoux', 'joaillerie', 'joaillier', 'bague', 'cadeau'],
    palette: gold,
    subjects: [
      ['ring', 'Bague et diamant', ['bague', 'diamant']],
      ['star', 'Éclat des bijoux', ['éclat', 'précieux']],
      ['gift', 'Écrin cadeau', ['écrin', 'cadeau']],
    ],
  },
  {
    title: 'Opticien',
    words: [...PEOPLE, 'opticien', 'opticienne', 'optique', 'lunettes', 'vue', 'lentilles'],
    palette: sky,
    subjects: [
      ['glasses', 'Nouvelles montures', ['monture', 'lunettes de vue']],
      ['mirror', 'Essayage', ['essayage', 'style']],
      ['sun', 'Lunettes de soleil', ['soleil', 'été']],
    ],
  },
  ...SERVICE_GROUPS,
  ...OCCASION_GROUPS,
];
