import {
  addDays,
  adventSunday,
  beaujolaisNouveau,
  candlemas,
  day,
  easterSunday,
  epiphanySunday,
  fathersDay,
  grandmothersDay,
  mothersDay,
  shroveTuesday,
  summerSalesStart,
  winterSalesStart,
} from './french-calendar';
import type { TradeFamily } from './trade-families';

/** Who a moment speaks to: every business, or only the listed families of trades. */
export type Audience = 'all' | readonly TradeFamily[];

/** A moment of the French year: the day it names and the days when a post may speak of it. */
export interface DatedMoment {
  key: string;
  /** Short label used in titles ("Chandeleur"). */
  label: string;
  hashtag: string;
  audience: Audience;
  /** Sentences that tie the post to the moment; {name} is the business name. */
  lines: string[];
  date: Date;
  from: Date;
  to: Date;
}

/** The sentences of each moment, true for any business the moment speaks to. */
const LINES: Record<string, string[]> = {
  'nouvel-an': [
    'Toute l’équipe de {name} vous souhaite une belle et heureuse année !',
    'Nouvelle année, nouvelles envies : {name} démarre l’année avec vous.',
  ],
  epiphanie: [
    'C’est la saison de la galette des rois : qui aura la fève cette année ?',
    'Épiphanie oblige, on tire les rois ! Couronne ou pas, le moment se partage.',
  ],
  'soldes-hiver': ['Les soldes d’hiver commencent : le bon moment pour se faire plaisir.'],
  chandeleur: [
    'Le 2 février, c’est la Chandeleur : place aux crêpes !',
    'Chandeleur en approche : sortez les poêles, on s’occupe du reste.',
  ],
  'saint-valentin': [
    'Le 14 février approche : et si vous faisiez plaisir à la personne qui compte ?',
    'Saint-Valentin : une attention sincère vaut toutes les déclarations.',
  ],
  'mardi-gras': ['Mardi gras arrive : beignets et bonne humeur sont de sortie.'],
  'grands-meres': ['Dimanche, c’est la fête des grands-mères : une attention pour elle ?'],
  printemps: [
    'Le printemps est là : place à la lumière et aux nouvelles envies.',
    'Premiers rayons du printemps : on ouvre les fenêtres et on se lance.',
  ],
  paques: ['Pâques approche : chasse aux œufs, repas en famille et gourmandises au programme.'],
  'premier-mai': ['Le 1er mai, on offre du muguet et on prend le temps de souffler.'],
  'fete-des-meres': [
    'La fête des mères, c’est le dimanche {mothers} : pensez à elle !',
    'Pour la fête des mères, une attention qui lui ressemble fera toute la différence.',
  ],
  'fete-des-peres': [
    'La fête des pères, c’est le dimanche {fathers} : une idée pour lui ?',
    'Fête des pères : offrez-lui un moment qui compte vraiment.',
  ],
  'fete-musique': ['Le 21 juin, la fête de la musique envahit les rues : on monte le son !'],
  'soldes-ete': ['Les soldes d’été sont ouverts : c’est le moment d’en profiter.'],
  'quatorze-juillet': ['Le 14 juillet approche : bals, feux d’artifice et bonne humeur.'],
  ete: [
    'L’été bat son plein : on profite des beaux jours.',
    'Vacances ou pas, l’été se vit aussi près de chez vous.',
  ],
  rentree: [
    'C’est la rentrée : nouveau rythme, nouvelles bonnes résolutions.',
    'Rentrée en douceur avec {name} : on reprend les bonnes habitudes.',
  ],
  automne: ['L’automne s’installe : place aux couleurs chaudes et aux moments cocooning.'],
  halloween: [
    'Halloween approche : frissons garantis… et quelques douceurs !',
    'Citrouilles et sorcières sont de sortie : Halloween, c’est le 31 !',
  ],
  toussaint: ['À la Toussaint, on fleurit les tombes de ceux qu’on aime.'],
  beaujolais: ['Le Beaujolais nouveau est arrivé : l’automne a du goût.'],
  avent: ['Le temps de l’Avent commence : les préparatifs de Noël aussi.'],
  noel: [
    'Noël approche : l’heure des listes, des cadeaux et des tables de fête.',
    'En décembre, la magie de Noël s’invite chez {name}.',
  ],
  reveillon: [
    'Dernière ligne droite avant le réveillon : on termine l’année en beauté.',
    'Merci pour cette année à vos côtés ! Rendez-vous en janvier.',
  ],
};

const GIFTS: TradeFamily[] = [
  'bakery',
  'food',
  'florist',
  'beauty',
  'fashion',
  'gifts',
  'wine',
  'restaurant',
];
const TABLE: TradeFamily[] = ['bakery', 'food', 'restaurant'];

/**
 * The moments of one year, computed from the year itself (no table to update each year). Each window ends on
 * the moment's day at the latest (announced before, never after), except the ones whose words say it has come
 * ("le Beaujolais nouveau est arrivé", the galette eaten all January).
 */
export function momentsOf(year: number): DatedMoment[] {
  const d = (month: number, date: number) => day(year, month, date);
  const m = (
    key: string,
    label: string,
    hashtag: string,
    audience: Audience,
    at: Date,
    from: Date,
    to: Date,
  ) => ({
    key,
    label,
    hashtag,
    audience,
    lines: LINES[key] ?? [],
    date: at,
    from,
    to,
  });
  /** A window of `days` days before the moment, the moment's day included. */
  const ahead = (at: Date, days: number) => [at, addDays(at, -days), at] as const;
  const easter = easterSunday(year);
  const winterSales = winterSalesStart(year);
  const summerSales = summerSalesStart(year);
  const beaujolais = beaujolaisNouveau(year);
  const advent = adventSunday(year);
  return [
    m('nouvel-an', 'Nouvelle année', '#BonneAnnée', 'all', d(1, 1), d(1, 1), d(1, 7)),
    m('epiphanie', 'Épiphanie', '#GaletteDesRois', TABLE, epiphanySunday(year), d(1, 2), d(1, 31)),
    m(
      'soldes-hiver',
      'Soldes d’hiver',
      '#Soldes',
      ['fashion'],
      winterSales,
      winterSales,
      addDays(winterSales, 27),
    ),
    m('chandeleur', 'Chandeleur', '#Chandeleur', [...TABLE, 'farm'], candlemas(year), d(1, 28), d(2, 2)),
    m('saint-valentin', 'Saint-Valentin', '#SaintValentin', GIFTS, ...ahead(d(2, 14), 7)),
    m('mardi-gras', 'Mardi gras', '#MardiGras', ['bakery', 'restaurant'], ...ahead(shroveTuesday(year), 3)),
    m(
      'grands-meres',
      'Fête des grands-mères',
      '#FêteDesGrandsMères',
      GIFTS,
      ...ahead(grandmothersDay(year), 6),
    ),
    m('printemps', 'Printemps', '#Printemps', 'all', d(3, 20), d(3, 20), d(3, 27)),
    m('paques', 'Pâques', '#Pâques', [...TABLE, 'florist', 'gifts', 'farm'], ...ahead(easter, 7)),
    m('premier-mai', '1er mai', '#1erMai', ['florist'], ...ahead(d(5, 1), 3)),
    m('fete-des-meres', 'Fête des mères', '#FêteDesMères', GIFTS, ...ahead(mothersDay(year), 7)),
    m('fete-des-peres', 'Fête des pères', '#FêteDesPères', GIFTS, ...ahead(fathersDay(year), 7)),
    m(
      'fete-musique',
      'Fête de la musique',
      '#FêteDeLaMusique',
      ['restaurant', 'wine'],
      ...ahead(d(6, 21), 6),
    ),
    m(
      'soldes-ete',
      'Soldes d’été',
      '#SoldesDÉté',
      ['fashion'],
      summerSales,
      summerSales,
      addDays(summerSales, 27),
    ),
    m('quatorze-juillet', '14 juillet', '#14Juillet', 'all', ...ahead(d(7, 14), 4)),
    m('ete', 'Été', '#Été', 'all', d(7, 15), d(7, 15), d(8, 20)),
    m('rentree', 'Rentrée', '#Rentrée', 'all', d(9, 1), d(8, 25), d(9, 12)),
    m('automne', 'Automne', '#Automne', 'all', d(9, 22), d(9, 22), d(9, 30)),
    m('halloween', 'Halloween', '#Halloween', [...TABLE, 'gifts', 'farm'], ...ahead(d(10, 31), 7)),
    m('toussaint', 'Toussaint', '#Toussaint', ['florist'], ...ahead(d(11, 1), 4)),
    m(
      'beaujolais',
      'Beaujolais nouveau',
      '#BeaujolaisNouveau',
      ['wine', 'restaurant', 'food'],
      beaujolais,
      beaujolais,
      addDays(beaujolais, 4),
    ),
    m('avent', 'Avent', '#Avent', ['bakery', 'food', 'florist', 'gifts'], advent, advent, addDays(advent, 6)),
    m('noel', 'Noël', '#Noël', 'all', d(12, 25), d(12, 1), d(12, 25)),
    m('reveillon', 'Saint-Sylvestre', '#Réveillon', 'all', d(12, 31), d(12, 26), d(12, 31)),
  ];
}
