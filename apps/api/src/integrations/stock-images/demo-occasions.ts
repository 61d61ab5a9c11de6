import { cream, floral, gold, navy, orange, red, sky, violet, warm } from './demo-palettes';
import type { DemoGroup } from './demo-subjects';

/** The seasons and fêtes of the French year, in the demonstration catalogue. */
export const OCCASION_GROUPS: DemoGroup[] = [
  {
    title: 'Printemps',
    words: ['printemps', 'saison', 'mars', 'avril', 'mai', 'nature', 'renouveau'],
    palette: floral,
    subjects: [
      ['flower', 'Premières fleurs', ['fleurs', 'floraison']],
      ['sun', 'Soleil de printemps', ['soleil', 'beau temps']],
      ['tree', 'Arbres en fleurs', ['arbre', 'jardin']],
    ],
  },
  {
    title: 'Été',
    words: ['été', 'saison', 'juin', 'juillet', 'août', 'vacances', 'soleil'],
    palette: orange,
    subjects: [
      ['sun', "Soleil d'été", ['chaleur', 'plage']],
      ['glass', 'Boisson fraîche', ['rafraîchissement', 'terrasse']],
      ['apple', "Fruits de l'été", ['fruits', 'pique-nique']],
    ],
  },
  {
    title: 'Automne',
    words: ['automne', 'saison', 'septembre', 'octobre', 'novembre', 'nature'],
    palette: orange,
    subjects: [
      ['leaf', "Feuilles d'automne", ['feuilles', 'forêt']],
      ['pumpkin', 'Courges et potirons', ['courge', 'récolte']],
      ['tree', 'Arbre roux', ['arbre', 'balade']],
    ],
  },
  {
    title: 'Hiver',
    words: ['hiver', 'saison', 'décembre', 'janvier', 'février', 'froid', 'neige'],
    palette: sky,
    subjects: [
      ['snowflake', 'Flocons de neige', ['flocon', 'neige']],
      ['cup', 'Boisson chaude', ['chocolat chaud', 'cocooning']],
      ['fir', 'Sapin enneigé', ['sapin', 'montagne']],
    ],
  },
  {
    title: 'Noël',
    words: ['noël', 'fêtes de fin d’année', 'fêtes', 'décembre', 'cadeaux', 'marché de noël'],
    palette: red,
    subjects: [
      ['fir', 'Sapin de Noël', ['sapin', 'décoration']],
      ['gift', 'Cadeaux de Noël', ['cadeau', 'paquet']],
      ['star', 'Étoile de Noël', ['étoile', 'illuminations']],
    ],
  },
  {
    title: 'Nouvel An',
    words: ['nouvel an', 'réveillon', 'bonne année', 'vœux', 'janvier', 'fête', 'fêtes'],
    palette: gold,
    subjects: [
      ['bubbles', 'Coupes de champagne', ['champagne', 'trinquer']],
      ['star', 'Meilleurs vœux', ['vœux', 'étoiles']],
      ['gift', 'Surprises de la nouvelle année', ['surprise', 'nouvelle année']],
    ],
  },
  {
    title: 'Épiphanie',
    words: ['épiphanie', 'galette des rois', 'galette', 'fève', 'janvier', 'fête'],
    palette: gold,
    subjects: [
      ['crown', 'Couronne des rois', ['couronne', 'roi']],
      ['tart', 'Galette des rois', ['frangipane', 'galette']],
      ['star', 'Tirer les rois', ['fève', 'partage']],
    ],
  },
  {
    title: 'Chandeleur',
    words: ['chandeleur', 'crêpes', 'crêperie', 'février', 'fête'],
    palette: warm,
    subjects: [
      ['crepe', 'Crêpes dorées', ['crêpe', 'poêle']],
      ['jar', 'Pâte à tartiner et confiture', ['confiture', 'garniture']],
      ['cup', 'Goûter de la Chandeleur', ['goûter', 'cidre']],
    ],
  },
  {
    title: 'Saint-Valentin',
    words: ['saint-valentin', 'amour', 'amoureux', 'février', 'cœur', 'fête'],
    palette: red,
    subjects: [
      ['heart', 'Cœur de la Saint-Valentin', ['cœur', 'tendresse']],
      ['flower', 'Une rose pour elle', ['rose', 'fleurs']],
      ['gift', 'Cadeau des amoureux', ['cadeau', 'surprise']],
    ],
  },
  {
    title: 'Pâques',
    words: ['pâques', 'œufs de pâques', 'chocolat', 'avril', 'printemps', 'fête'],
    palette: cream,
    subjects: [
      ['egg', 'Œufs décorés', ['œufs', 'chasse aux œufs']],
      ['flower', 'Fleurs de Pâques', ['fleurs', 'jonquille']],
      ['basket', 'Panier de Pâques', ['panier', 'chocolats']],
    ],
  },
  {
    title: 'Fête des mères',
    words: ['fête des mères', 'maman', 'mères', 'mai', 'fête', 'cadeau'],
    palette: floral,
    subjects: [
      ['bouquet', 'Bouquet pour maman', ['bouquet', 'fleurs']],
      ['heart', 'Merci maman', ['cœur', 'tendresse']],
      ['gift', 'Cadeau pour maman', ['cadeau', 'attention']],
    ],
  },
  {
    title: 'Fête des pères',
    words: ['fête des pères', 'papa', 'pères', 'juin', 'fête', 'cadeau'],
    palette: navy,
    subjects: [
      ['shirt', 'Chemise pour papa', ['chemise', 'style']],
      ['gift', 'Cadeau pour papa', ['cadeau', 'surprise']],
      ['bottle', 'Bonne bouteille', ['bouteille', 'apéritif']],
    ],
  },
  {
    title: 'Fête de la musique',
    words: ['fête de la musique', 'musique', 'concert', 'juin', 'été', 'fête'],
    palette: violet,
    subjects: [
      ['note', 'Notes de musique', ['note', 'mélodie']],
      ['sun', 'Concert au soleil', ['concert', 'plein air']],
      ['star', 'Scène ouverte', ['scène', 'musiciens']],
    ],
  },
  {
    title: '14 Juillet',
    words: ['14 juillet', 'fête nationale', 'bleu blanc rouge', 'feu d’artifice', 'juillet', 'été', 'fête'],
    palette: navy,
    subjects: [
      ['flag', 'Drapeau tricolore', ['drapeau', 'tricolore']],
      ['star', "Feu d'artifice", ['feu d’artifice', 'bal']],
      ['bubbles', 'Bal des pompiers', ['bal', 'soirée']],
    ],
  },
  {
    title: 'Rentrée',
    words: ['rentrée', 'rentrée scolaire', 'école', 'septembre', 'fournitures'],
    palette: sky,
    subjects: [
      ['schoolbag', 'Cartable de la rentrée', ['cartable', 'écolier']],
      ['pencil', 'Fournitures scolaires', ['crayon', 'cahier']],
      ['book', 'Nouveaux livres', ['livre', 'lecture']],
    ],
  },
  {
    title: 'Halloween',
    words: ['halloween', 'citrouille', 'octobre', 'automne', 'fête', 'frisson'],
    palette: orange,
    subjects: [
      ['pumpkin', "Citrouille d'Halloween", ['citrouille', 'lanterne']],
      ['leaf', "Feuilles d'octobre", ['feuilles', 'nuit']],
      ['star', 'Nuit étoilée', ['nuit', 'bonbons']],
    ],
  },
  {
    title: 'Soldes',
    words: ['soldes', 'promotion', 'promo', 'réduction', 'bonnes affaires', 'black friday', 'marketing'],
    palette: red,
    subjects: [
      ['tag', 'Étiquette soldes', ['étiquette', 'prix']],
      ['shirt', 'Mode à petit prix', ['mode', 'vêtements']],
      ['gift', 'Offre spéciale', ['offre', 'cadeau']],
    ],
  },
];
