import type { MotifName, Palette } from './demo-motifs';
import { FOOD_GROUPS } from './demo-food-trades';
import { OCCASION_GROUPS } from './demo-occasions';
import {
  coffee,
  floral,
  gold,
  green,
  navy,
  orange,
  rose,
  sky,
  slate,
  teal,
  violet,
  PEOPLE,
  TRADE,
} from './demo-palettes';

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
  {
    title: 'Plombier',
    words: [...TRADE, 'plombier', 'plomberie', 'chauffagiste', 'chauffage', 'salle de bain', 'dépannage'],
    palette: sky,
    subjects: [
      ['drop', "Fuite d'eau réparée", ['eau', 'fuite']],
      ['wrench', 'Outils du plombier', ['clé', 'tuyau']],
      ['house', 'Intervention à domicile', ['maison', 'domicile']],
    ],
  },
  {
    title: 'Électricien',
    words: [...TRADE, 'électricien', 'électricité', 'éclairage', 'installation électrique', 'dépannage'],
    palette: slate,
    subjects: [
      ['bolt', 'Courant électrique', ['énergie', 'tableau électrique']],
      ['bulb', 'Éclairage LED', ['ampoule', 'lumière']],
      ['house', 'Maison rénovée', ['rénovation', 'maison']],
    ],
  },
  {
    title: 'Menuiserie',
    words: [...TRADE, 'menuisier', 'menuiserie', 'ébéniste', 'charpentier', 'bois', 'atelier'],
    palette: coffee,
    subjects: [
      ['hammer', "Outils de l'atelier", ['marteau', 'outil']],
      ['planks', 'Bois massif', ['planche', 'chêne']],
      ['house', 'Charpente', ['charpente', 'construction']],
    ],
  },
  {
    title: 'Paysagiste',
    words: [...TRADE, 'paysagiste', 'jardin', 'jardinier', 'espaces verts', 'nature', 'pelouse', 'élagage'],
    palette: green,
    subjects: [
      ['tree', 'Arbre taillé', ['arbre', 'taille']],
      ['leaf', 'Feuillage', ['feuille', 'vert']],
      ['plant', 'Plantations', ['plantation', 'massif']],
    ],
  },
  {
    title: 'Agence immobilière',
    words: [
      ...TRADE,
      'agence immobilière',
      'immobilier',
      'agent immobilier',
      'maison',
      'appartement',
      'location',
    ],
    palette: navy,
    subjects: [
      ['house', 'Maison à vendre', ['vente', 'maison']],
      ['key', 'Remise des clés', ['clés', 'emménagement']],
      ['chart', 'Estimation du marché', ['estimation', 'prix']],
    ],
  },
  {
    title: 'Photographe',
    words: [...PEOPLE, 'photographe', 'photo', 'photographie', 'studio', 'portrait', 'mariage'],
    palette: slate,
    subjects: [
      ['camera', 'Appareil photo', ['appareil', 'objectif']],
      ['heart', 'Photos de mariage', ['mariage', 'amour']],
      ['star', 'Séance en studio', ['studio', 'séance']],
    ],
  },
  {
    title: 'Informatique',
    words: [
      ...TRADE,
      'informatique',
      'technologie',
      'ordinateur',
      'numérique',
      'dépannage informatique',
      'web',
    ],
    palette: violet,
    subjects: [
      ['laptop', 'Ordinateur portable', ['ordinateur', 'écran']],
      ['phone', 'Réparation de smartphone', ['smartphone', 'téléphone']],
      ['bulb', 'Idées numériques', ['idée', 'innovation']],
    ],
  },
  {
    title: 'Bureau et conseil',
    words: [
      ...PEOPLE,
      'bureau',
      'expert-comptable',
      'comptable',
      'conseil',
      'gestion',
      'réunion',
      'marketing',
    ],
    palette: teal,
    subjects: [
      ['chart', 'Graphique de croissance', ['graphique', 'stratégie']],
      ['laptop', 'Poste de travail', ['travail', 'organisation']],
      ['cup', 'Pause café en équipe', ['pause', 'collègues']],
    ],
  },
  {
    title: 'Animaux',
    words: [...TRADE, 'animaux', 'animalerie', 'toilettage', 'toiletteur', 'vétérinaire', 'chien', 'chat'],
    palette: orange,
    subjects: [
      ['paw', 'Patte de chien', ['patte', 'compagnon']],
      ['heart', 'Amour des animaux', ['câlin', 'soin']],
      ['house', 'Pension pour animaux', ['pension', 'garde']],
    ],
  },
  {
    title: 'Hôtel et gîte',
    words: [...TRADE, 'hôtel', 'gîte', "chambre d'hôtes", 'hébergement', 'tourisme', 'vacances'],
    palette: sky,
    subjects: [
      ['bed', 'Chambre confortable', ['chambre', 'lit']],
      ['key', 'Bienvenue', ['accueil', 'réception']],
      ['cup', 'Petit déjeuner servi', ['petit déjeuner', 'séjour']],
    ],
  },
  ...OCCASION_GROUPS,
];
