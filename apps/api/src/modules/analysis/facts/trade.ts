import type { ReadPage } from './read-page';
import { sourceOf } from './read-page';
import type { TextFact } from './site-facts';
import { fold } from './text-patterns';

/** Trades in French, with the words (folded) that name them and the schema.org types that state them. */
/** "Brasserie" names a restaurant, or a brewery when the site speaks of brewing. */
const BREWING =
  /\b(brassage|brassons|brasseurs?|brasseuses?|houblons?|bieres? artisanales?|microbrasserie)\b/;

const TRADES: Array<{ trade: string; words: string[]; types?: string[]; brewing?: boolean }> = [
  { trade: 'boulangerie', words: ['boulangerie', 'boulanger', 'boulangere', 'fournil'], types: ['Bakery'] },
  { trade: 'pâtisserie', words: ['patisserie', 'patissier', 'patissiere'] },
  { trade: 'chocolatier', words: ['chocolaterie', 'chocolatier', 'chocolatiere'] },
  {
    trade: 'salon de coiffure',
    words: ['salon de coiffure', 'coiffure', 'coiffeur', 'coiffeuse'],
    types: ['HairSalon'],
  },
  { trade: 'barbier', words: ['barbier', 'barber', 'barbershop'] },
  {
    trade: 'institut de beauté',
    words: ['institut de beaute', 'esthetique', 'estheticienne', 'soins du visage', 'onglerie'],
    types: ['BeautySalon', 'NailSalon', 'DaySpa'],
  },
  {
    trade: 'restaurant',
    words: ['restaurant', 'bistrot', 'bistro', 'brasserie', 'auberge'],
    types: ['Restaurant', 'FoodEstablishment'],
    brewing: false,
  },
  {
    trade: 'brasserie artisanale',
    words: [
      'brasserie',
      'brasserie artisanale',
      'microbrasserie',
      'micro brasserie',
      'brasseur',
      'brasseurs',
    ],
    types: ['Brewery'],
    brewing: true,
  },
  { trade: 'crêperie', words: ['creperie'] },
  { trade: 'pizzeria', words: ['pizzeria'] },
  { trade: 'café', words: ['cafe', 'salon de the', 'coffee shop'], types: ['CafeOrCoffeeShop'] },
  { trade: 'traiteur', words: ['traiteur'] },
  { trade: 'boucherie', words: ['boucherie', 'boucher'], types: ['Butcher'] },
  { trade: 'fromagerie', words: ['fromagerie', 'fromager', 'fromagere', 'affineur', 'cremerie', 'fromages'] },
  { trade: 'poissonnerie', words: ['poissonnerie'] },
  { trade: 'épicerie', words: ['epicerie', 'epicerie fine'], types: ['GroceryStore'] },
  { trade: 'fleuriste', words: ['fleuriste', 'fleurs', 'bouquets', 'artisan fleuriste'], types: ['Florist'] },
  {
    trade: 'garage',
    words: ['garage', 'mecanique', 'carrosserie', 'entretien automobile', 'vidange'],
    types: ['AutoRepair', 'AutoBodyShop', 'AutomotiveBusiness'],
  },
  {
    trade: 'plombier-chauffagiste',
    words: ['plombier', 'plomberie', 'chauffagiste', 'chauffage', 'plombier chauffagiste'],
    types: ['Plumber', 'HVACBusiness'],
  },
  { trade: 'électricien', words: ['electricien', 'electricite generale'], types: ['Electrician'] },
  { trade: 'menuiserie', words: ['menuiserie', 'menuisier', 'ebeniste'] },
  { trade: 'maçonnerie', words: ['maconnerie', 'macon'] },
  { trade: 'couvreur', words: ['couvreur', 'couverture', 'toiture'], types: ['RoofingContractor'] },
  { trade: 'paysagiste', words: ['paysagiste', 'jardinier', 'espaces verts'] },
  { trade: 'librairie', words: ['librairie', 'libraire', 'livres'], types: ['BookStore'] },
  {
    trade: 'caviste',
    words: ['caviste', 'cave a vins', 'vins et spiritueux', 'cave'],
    types: ['LiquorStore', 'Winery'],
  },
  {
    trade: 'ferme',
    words: ['ferme', 'maraicher', 'maraichage', 'exploitation agricole', 'producteur', 'eleveur'],
    types: ['Farm'],
  },
  { trade: 'hôtel', words: ['hotel'], types: ['Hotel'] },
  { trade: "chambres d'hôtes", words: ['chambres d hotes', 'chambre d hotes'], types: ['BedAndBreakfast'] },
  { trade: 'gîte', words: ['gite', 'gites', 'gite rural'], types: ['LodgingBusiness', 'VacationRental'] },
  { trade: 'camping', words: ['camping', 'campings'], types: ['Campground'] },
  {
    trade: 'vélociste',
    words: ['velociste', 'atelier velo', 'reparation de velos', 'magasin de velos', 'magasin de cycles'],
    types: ['BikeStore'],
  },
  { trade: 'photographe', words: ['photographe'] },
  { trade: 'salle de sport', words: ['salle de sport', 'fitness', 'coach sportif'], types: ['ExerciseGym'] },
  { trade: 'opticien', words: ['opticien', 'optique'], types: ['Optician'] },
  { trade: 'ostéopathe', words: ['osteopathe', 'osteopathie'] },
  {
    trade: 'kinésithérapeute',
    words: ['kinesitherapeute', 'kinesitherapie', 'masseur kinesitherapeute', 'kine'],
    types: ['Physiotherapist'],
  },
  { trade: 'toiletteur', words: ['toilettage', 'toiletteur'] },
  { trade: 'cordonnier', words: ['cordonnerie', 'cordonnier', 'cordonniere', 'ressemelage'] },
  { trade: 'pressing', words: ['pressing', 'blanchisserie', 'teinturerie'] },
  { trade: 'bijouterie', words: ['bijouterie', 'bijoutier', 'joaillier'], types: ['JewelryStore'] },
  { trade: 'auto-école', words: ['auto ecole'], types: ['DrivingSchool'] },
];

const count = (text: string, word: string) => {
  let n = 0;
  for (let i = text.indexOf(` ${word} `); i !== -1; i = text.indexOf(` ${word} `, i + 1)) n += 1;
  return n;
};

/** The trade the site states: schema.org type, title, first heading, description and headings weigh most;
 * the body's words break ties. Undefined when no trade word appears at all. */
export function detectTrade(pages: ReadPage[], types: string[]): TextFact | undefined {
  const home = pages.find((page) => page.role === 'home') ?? pages[0];
  if (!home) return undefined;
  const weighted: Array<[string, number]> = [
    [home.model.title, 6],
    [home.model.ogSiteName, 4],
    [home.model.description, 3],
    ...home.units
      .filter((u) => u.kind === 'heading' && u.level <= 2)
      .map((u): [string, number] => [u.text, 4]),
    ...pages
      .flatMap((p) => p.units.filter((u) => u.kind === 'heading'))
      .map((u): [string, number] => [u.text, 1]),
    ...pages
      .flatMap((p) => p.units.filter((u) => u.kind !== 'heading'))
      .map((u): [string, number] => [u.text, 0.3]),
  ];
  const folded = weighted.map(([text, weight]) => [` ${fold(text)} `, weight] as const);
  const brewing = BREWING.test(folded.map(([text]) => text).join(' '));
  let best: { trade: string; score: number; snippet: string } | undefined;
  for (const entry of TRADES) {
    // A brewery's site is not a restaurant's, and a restaurant's "brasserie" is not a brewery.
    if (entry.brewing !== undefined && entry.brewing !== brewing) continue;
    let score = types.some((t) => entry.types?.includes(t)) ? 10 : 0;
    let snippet = '';
    folded.forEach(([text, weight], i) => {
      const hits = entry.words.reduce((sum, word) => sum + count(text, word), 0);
      if (hits && !snippet) snippet = weighted[i]![0];
      score += Math.min(hits, 3) * weight;
    });
    if (score > (best?.score ?? 2)) best = { trade: entry.trade, score, snippet };
  }
  if (!best) return undefined;
  return { text: best.trade, source: sourceOf(home, best.snippet || best.trade) };
}
