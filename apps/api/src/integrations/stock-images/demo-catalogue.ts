import sharp from 'sharp';
import type { StockHit } from '@plume/contracts/stock-images';
import { demoSvg, type DemoArt, type Scene } from './demo-art';
import { matchScore, searchWords } from './demo-search';
import { FOOD, PEOPLE } from './demo-palettes';
import { DEMO_GROUPS } from './demo-subjects';
import type { StockImageProvider, StockSearchParams } from '../../modules/stock-images/stock-images.port';

/** What every demonstration picture is called where a real one would name its author. */
export const DEMO_LABEL = 'Image de démonstration';

export interface DemoImage extends DemoArt {
  tags: string[];
  /** The first tags, as a provider's tag line: short enough to be a saved picture's default title. */
  tagLine: string;
  words: ReadonlySet<string>;
}

const SCENE_WORDS: Record<Scene, string[]> = {
  portrait: ['illustration', 'dessin'],
  vitrine: ['vitrine', 'devanture', 'magasin'],
  motif: ['arrière-plans', 'fond', 'motif', 'texture'],
};
const SCENES: Scene[] = ['portrait', 'vitrine', 'motif'];
const SHARED_WORDS = new Set([...FOOD, ...PEOPLE]);
const FIRST_ID = 10_000;
/** A library title holds 200 characters at most. */
const TAG_LINE_MAX = 120;

function tagLine(tags: string[]): string {
  let line = '';
  for (const tag of tags.slice(0, 8)) {
    const next = line ? `${line}, ${tag}` : tag;
    if (next.length > TAG_LINE_MAX) break;
    line = next;
  }
  return line;
}
const IDS_PER_GROUP = 20;

/**
 * Every group's three subjects, each drawn in three scenes (the subject first). Ids are stable: a group's place
 * in the list, then the picture's place in the group.
 */
export const DEMO_IMAGES: DemoImage[] = DEMO_GROUPS.flatMap((group, groupIndex) =>
  group.subjects.flatMap(([motif, caption, subjectWords], subjectIndex) =>
    SCENES.map((scene, sceneIndex) => {
      const others = group.subjects.map(([name]) => name).filter((name) => name !== motif);
      const tags = [
        group.title.toLowerCase(),
        ...subjectWords,
        ...SCENE_WORDS[scene].slice(0, 1),
        // The trade's own words before those every trade shares.
        ...group.words.filter((word) => !SHARED_WORDS.has(word)),
        ...group.words,
        ...SCENE_WORDS[scene].slice(1),
        caption.toLowerCase(),
      ].filter((tag, index, all) => all.indexOf(tag) === index);
      return {
        id: FIRST_ID + groupIndex * IDS_PER_GROUP + subjectIndex * SCENES.length + sceneIndex,
        caption: scene === 'vitrine' ? `${group.title} : ${caption.toLowerCase()}` : caption,
        group: group.title,
        palette: group.palette,
        motifs: [motif, others[0] ?? motif, others[1] ?? motif],
        scene,
        tags,
        tagLine: tagLine(tags),
        words: new Set(tags.flatMap(searchWords)),
      } satisfies DemoImage;
    }),
  ),
);

const byId = new Map(DEMO_IMAGES.map((image) => [image.id, image]));
export const findDemoImage = (id: number) => byId.get(id);

/** Rendered pictures, kept so a page of results costs one drawing per picture and process. */
const CACHE_LIMIT = 400;
const rendered = new Map<string, Promise<Buffer>>();

/** The picture as JPEG at the asked width: drawn on first use, then served from memory. */
export function renderDemoImage(image: DemoImage, width: number): Promise<Buffer> {
  const key = `${image.id}:${width}`;
  let picture = rendered.get(key);
  if (!picture) {
    picture = sharp(Buffer.from(demoSvg(image, width)))
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    picture.catch(() => rendered.delete(key));
    if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, picture);
  }
  return picture;
}

export const demoImageUrl = (id: number) => `/api/pixabay/demo/${id}.jpg`;

/** Best matches first (more of the query's words), then in catalogue order. */
export function searchDemoImages(query: string): DemoImage[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return DEMO_IMAGES.map((image) => ({ image, score: matchScore(words, image.words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.image.id - b.image.id)
    .map(({ image }) => image);
}

/** The embedded stock-image provider: a catalogue drawn locally, behind the same port as Pixabay. */
export function createDemoCatalogue(): StockImageProvider {
  return {
    kind: 'demo',
    async search(params: StockSearchParams) {
      const matches = searchDemoImages(params.query);
      const start = (params.page - 1) * params.perPage;
      const hits: StockHit[] = matches.slice(start, start + params.perPage).map((image) => ({
        id: image.id,
        webformatURL: demoImageUrl(image.id),
        previewURL: demoImageUrl(image.id),
        tags: image.tagLine,
        views: 1000 + (image.id % 97) * 13,
        downloads: 200 + (image.id % 53) * 7,
        user: DEMO_LABEL,
        pageURL: '',
      }));
      return { hits, total: matches.length, totalHits: matches.length };
    },
    async download(id) {
      const image = findDemoImage(id);
      if (!image) return null;
      return {
        bytes: await renderDemoImage(image, 1200),
        tags: image.tagLine,
        attribution: DEMO_LABEL,
      };
    },
    async preview(id) {
      const image = findDemoImage(id);
      return image ? renderDemoImage(image, 640) : null;
    },
  };
}
