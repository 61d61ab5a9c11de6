import sharp from 'sharp';
import type { StockHit } from '@plume/contracts/stock-images';
import type { StockImageProvider, StockSearchParams } from './stock-images.port';

interface DemoImage {
  id: number;
  tags: string[];
  colors: [string, string];
}

/** Five images for each of the 8 suggested categories, with French tags to search on. */
const themes: [string, string[][], [string, string]][] = [
  [
    'entreprise',
    [
      ['bureau', 'réunion'],
      ['commerce', 'vitrine'],
      ['artisan', 'atelier'],
      ['poignée de main', 'contrat'],
      ['boutique', 'accueil'],
    ],
    ['#1e3a8a', '#60a5fa'],
  ],
  [
    'marketing',
    [
      ['réseaux sociaux', 'publicité'],
      ['stratégie', 'graphique'],
      ['campagne', 'affiche'],
      ['client', 'fidélité'],
      ['marque', 'logo'],
    ],
    ['#9d174d', '#f472b6'],
  ],
  [
    'équipe',
    [
      ['collègues', 'sourire'],
      ['collaboration', 'idées'],
      ['réunion', 'tableau'],
      ['formation', 'atelier'],
      ['succès', 'célébration'],
    ],
    ['#065f46', '#34d399'],
  ],
  [
    'bureau',
    [
      ['ordinateur', 'café'],
      ['carnet', 'stylo'],
      ['espace de travail', 'lumière'],
      ['plante', 'décoration'],
      ['calendrier', 'organisation'],
    ],
    ['#78350f', '#fbbf24'],
  ],
  [
    'technologie',
    [
      ['ordinateur portable', 'code'],
      ['smartphone', 'application'],
      ['données', 'réseau'],
      ['innovation', 'robot'],
      ['écran', 'tablette'],
    ],
    ['#312e81', '#a78bfa'],
  ],
  [
    'nature',
    [
      ['forêt', 'arbres'],
      ['montagne', 'lac'],
      ['fleurs', 'printemps'],
      ['mer', 'plage'],
      ['automne', 'feuilles'],
    ],
    ['#14532d', '#86efac'],
  ],
  [
    'personnes',
    [
      ['portrait', 'femme'],
      ['portrait', 'homme'],
      ['famille', 'enfants'],
      ['amis', 'terrasse'],
      ['client', 'conseil'],
    ],
    ['#7c2d12', '#fdba74'],
  ],
  [
    'arrière-plans',
    [
      ['texture', 'abstrait'],
      ['dégradé', 'couleurs'],
      ['papier', 'motif'],
      ['bois', 'matière'],
      ['ciel', 'nuages'],
    ],
    ['#0f172a', '#94a3b8'],
  ],
];

export const DEMO_IMAGES: DemoImage[] = themes.flatMap(([category, tagSets, colors], themeIndex) =>
  tagSets.map((tags, index) => ({
    id: 9000 + themeIndex * 10 + index,
    tags: [category, ...tags],
    colors: index % 2 === 0 ? colors : ([colors[1], colors[0]] as [string, string]),
  })),
);

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A gradient with a few shapes and the image's first tags: recognisable, and clearly not a real photo. */
export function renderDemoImage(image: DemoImage, width: number): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  const shift = (image.id % 7) * 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${image.colors[0]}"/><stop offset="1" stop-color="${image.colors[1]}"/>
    </linearGradient></defs>
    <rect width="600" height="400" fill="url(#g)"/>
    <circle cx="${120 + shift}" cy="130" r="70" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="${300 - shift / 2}" y="200" width="220" height="120" rx="18" fill="#ffffff" fill-opacity="0.18"/>
    <text x="40" y="360" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff">${image.tags.slice(0, 2).join(' · ')}</text>
    <text x="40" y="50" font-family="sans-serif" font-size="20" fill="#ffffff" fill-opacity="0.85">Démonstration</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export const demoImageUrl = (id: number) => `/api/pixabay/demo/${id}.jpg`;

/** The embedded stock-image provider: a few dozen generated images behind the same port as Pixabay. */
export function createDemoCatalogue(): StockImageProvider {
  return {
    kind: 'demo',
    async search(params: StockSearchParams) {
      const words = normalize(params.query).split(/\s+/).filter(Boolean);
      const matches = DEMO_IMAGES.filter((image) => {
        const haystack = normalize(image.tags.join(' '));
        return words.some((word) => haystack.includes(word));
      });
      const start = (params.page - 1) * params.perPage;
      const hits: StockHit[] = matches.slice(start, start + params.perPage).map((image) => ({
        id: image.id,
        webformatURL: demoImageUrl(image.id),
        previewURL: demoImageUrl(image.id),
        tags: image.tags.join(', '),
        views: 1000 + (image.id % 97) * 13,
        downloads: 200 + (image.id % 53) * 7,
        user: 'Plume (démonstration)',
        pageURL: '',
      }));
      return { hits, total: matches.length, totalHits: matches.length };
    },
    async download(id) {
      const image = DEMO_IMAGES.find((candidate) => candidate.id === id);
      if (!image) return null;
      return {
        bytes: await renderDemoImage(image, 1200),
        tags: image.tags.join(', '),
        attribution: 'Image de démonstration générée par Plume',
      };
    },
  };
}
