import type { Block, BlockKind, PageModel } from './page-model';
import type { FactSource, PageRole } from './site-facts';

/** One line of a block: the unit extractors walk (a block with line breaks gives several). */
export interface Unit {
  kind: BlockKind;
  level: number;
  text: string;
  cells?: string[];
  hints: string;
  group: number;
  path: number[];
  /** Index of the block in the page, to tell lines of one block apart from the next block. */
  block: number;
}

export interface ReadPage {
  model: PageModel;
  role: PageRole;
  /** The page's own content: main zone, boilerplate repeated across pages left out. */
  units: Unit[];
  /** Menus, headers, footers, banners and repeated blocks: read once for contact details. */
  chrome: Unit[];
}

export function unitsOf(blocks: Block[]): Unit[] {
  const units: Unit[] = [];
  blocks.forEach((block, index) => {
    if (block.kind === 'row') {
      units.push({ ...block, block: index });
      return;
    }
    for (const line of block.text.split('\n')) {
      units.push({
        kind: block.kind,
        level: block.level,
        text: line,
        hints: block.hints,
        group: block.group,
        path: block.path,
        block: index,
      });
    }
  });
  return units;
}

export const sourceOf = (page: ReadPage, snippet: string): FactSource => ({
  url: page.model.url,
  pageTitle: page.model.title.split(/\s[|–—-]\s/)[0]?.trim() || page.model.title || page.model.url,
  snippet: snippet.length > 300 ? `${snippet.slice(0, 299)}…` : snippet,
});

/** Pages whose content is read (legal, cart and account pages are not). */
export const contentPages = (pages: ReadPage[]) => pages.filter((page) => page.role !== 'legal');
