import {
  coffee,
  cream,
  floral,
  gold,
  green,
  navy,
  olive,
  red,
  rose,
  warm,
  wine,
  FOOD,
  TRADE,
} from './demo-palettes';
import type { DemoGroup } from './demo-subjects';

/** The food trades of the demonstration catalogue (first in the list: their ids come first). */
export const FOOD_GROUPS: DemoGroup[] = [
  {
    title: 'Boulangerie',
    words: [...FOOD, 'boulangerie', 'boulanger', 'boulangère', 'pain', 'fournil', 'viennoiserie'],
    palette: warm,
    subjects: [
      ['baguette', 'Baguettes du matin', ['baguette', 'tradition']],
      ['croissant', 'Croissants dorés', ['croissant', 'petit déjeuner']],
      ['loaf', 'Pain de campagne', ['miche', 'levain']],
    ],
  },
  {
    title: 'Pâtisserie',
    words: [...FOOD, 'pâtisserie', 'pâtissier', 'pâtissière', 'gâteau', 'dessert', 'sucré'],
    palette: rose,
    subjects: [
      ['cake', "Gâteau d'anniversaire", ['anniversaire', 'bougie']],
      ['macaron', 'Macarons', ['macaron', 'couleurs']],
      ['tart', 'Tarte aux fruits', ['tarte', 'fruits']],
    ],
  },
  {
    title: 'Boucherie',
    words: [...FOOD, 'boucherie', 'boucher', 'bouchère', 'charcuterie', 'charcutier', 'viande', 'traiteur'],
    palette: red,
    subjects: [
      ['steak', 'Viande du terroir', ['steak', 'bœuf']],
      ['sausage', 'Saucisses artisanales', ['saucisse', 'barbecue']],
      ['plate', 'Plat du boucher', ['rôti', 'recette']],
    ],
  },
  {
    title: 'Fromagerie',
    words: [...FOOD, 'fromagerie', 'fromager', 'fromagère', 'fromage', 'crèmerie', 'lait', 'affinage'],
    palette: cream,
    subjects: [
      ['cheese', 'Fromages affinés', ['comté', 'meule']],
      ['grapes', 'Plateau de fromages', ['plateau', 'raisin']],
      ['basket', 'Panier du fromager', ['panier', 'produits laitiers']],
    ],
  },
  {
    title: 'Cave à vin',
    words: [...FOOD, 'cave', 'caviste', 'vin', 'vigne', 'vignoble', 'viticulteur', 'dégustation', 'œnologie'],
    palette: wine,
    subjects: [
      ['bottle', 'Bouteille de vin', ['bouteille', 'vin rouge']],
      ['glass', 'Verre de dégustation', ['verre', 'apéritif']],
      ['grapes', 'Raisin des vendanges', ['raisin', 'vendanges']],
    ],
  },
  {
    title: 'Épicerie fine',
    words: [
      ...FOOD,
      'épicerie',
      'épicier',
      'épicière',
      'épicerie fine',
      'terroir',
      'produits locaux',
      'vrac',
    ],
    palette: olive,
    subjects: [
      ['jar', 'Bocaux du terroir', ['bocal', 'confiture']],
      ['basket', 'Panier gourmand', ['panier', 'cadeau']],
      ['bottle', "Huile d'olive", ['huile', 'olive']],
    ],
  },
  {
    title: 'Primeur',
    words: [...FOOD, 'primeur', 'fruits', 'légumes', 'marché', 'maraîcher', 'bio', 'producteur'],
    palette: green,
    subjects: [
      ['apple', 'Pommes de saison', ['pomme', 'verger']],
      ['carrot', 'Légumes frais', ['carotte', 'potager']],
      ['basket', 'Panier du marché', ['panier', 'récolte']],
    ],
  },
  {
    title: 'Fleuriste',
    words: [
      ...TRADE,
      'fleuriste',
      'fleurs',
      'bouquet',
      'plante',
      'jardinerie',
      'nature',
      'composition florale',
    ],
    palette: floral,
    subjects: [
      ['flower', 'Fleur de saison', ['rose', 'tige']],
      ['bouquet', 'Bouquet du jour', ['bouquet', 'cadeau']],
      ['plant', "Plante d'intérieur", ['plante verte', 'pot']],
    ],
  },
  {
    title: 'Restaurant',
    words: [
      ...FOOD,
      'restaurant',
      'restaurateur',
      'bistrot',
      'brasserie',
      'cuisine',
      'chef',
      'repas',
      'menu',
    ],
    palette: navy,
    subjects: [
      ['plate', 'Plat du jour', ['assiette', 'déjeuner']],
      ['chefHat', 'En cuisine avec le chef', ['toque', 'cuisinier']],
      ['glass', 'Table dressée', ['table', 'dîner']],
    ],
  },
  {
    title: 'Café',
    words: [...FOOD, 'café', 'bar', 'salon de thé', 'terrasse', 'coffee shop', 'barista', 'bistrot'],
    palette: coffee,
    subjects: [
      ['cup', 'Tasse de café', ['expresso', 'thé']],
      ['croissant', 'Petit déjeuner en terrasse', ['petit déjeuner', 'croissant']],
      ['book', 'Pause lecture au café', ['pause', 'détente']],
    ],
  },
  {
    title: 'Pizzeria',
    words: [...FOOD, 'pizzeria', 'pizza', 'pizzaïolo', 'italien', 'restaurant', 'à emporter'],
    palette: red,
    subjects: [
      ['pizza', 'Pizza au feu de bois', ['part', 'tomate']],
      ['chefHat', 'Le pizzaïolo', ['four', 'pâte']],
      ['glass', 'Soirée pizza', ['soirée', 'boisson']],
    ],
  },
  {
    title: 'Traiteur',
    words: [...FOOD, 'traiteur', 'buffet', 'réception', 'événement', 'cocktail', 'mariage'],
    palette: gold,
    subjects: [
      ['plate', 'Buffet de réception', ['buffet', 'petits fours']],
      ['jar', 'Verrines', ['verrine', 'apéritif']],
      ['bubbles', 'Cocktail dînatoire', ['coupe', 'fête']],
    ],
  },
];
