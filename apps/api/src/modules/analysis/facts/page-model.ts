import { Parser } from 'htmlparser2';
import { readMicrodata, type MicrodataReader } from './microdata';
import { cleanText, LINE_BREAK } from './text-patterns';

/** What a block is, from its nearest block-level element. */
export type BlockKind = 'heading' | 'paragraph' | 'item' | 'row' | 'term' | 'definition' | 'quote' | 'text';
/** Navigation, header, footer, aside and cookie banners: read for contact details, kept apart from content. */
export type Zone = 'main' | 'chrome';

export interface Block {
  kind: BlockKind;
  /** Heading level 1–6 (0 for other blocks). */
  level: number;
  /** Normalised text; a line break where the page breaks a line inside the block (br, inline blocks). */
  text: string;
  /** Table cells, for rows. */
  cells?: string[];
  zone: Zone;
  /** Class and id words of the enclosing elements ("temoignage", "promo", "team"…), lower case. */
  hints: string;
  /** Index of the nearest enclosing container (card, list item, table row…): blocks of one card share it. */
  group: number;
  /** The enclosing containers, outermost first (the card of a block is one of them). */
  path: number[];
  /** Set after all pages are read: the same text appears on most pages (menus, footers). */
  boilerplate?: boolean;
}

export interface PageModel {
  url: string;
  title: string;
  description: string;
  ogTitle: string;
  ogSiteName: string;
  blocks: Block[];
  /** JSON-LD objects and microdata items, flattened (graphs opened). */
  structured: Array<Record<string, unknown>>;
  links: string[];
  emails: string[];
  phones: string[];
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'svg', 'template', 'iframe', 'select', 'button']);
const VOID = new Set(['br', 'img', 'hr', 'meta', 'link', 'input', 'source', 'wbr', 'area', 'col', 'embed']);
const HEADING = /^h([1-6])$/;
const BLOCK_KIND: Record<string, BlockKind> = {
  p: 'paragraph',
  li: 'item',
  dt: 'term',
  dd: 'definition',
  blockquote: 'quote',
  figcaption: 'paragraph',
  address: 'paragraph',
  caption: 'heading',
};
const BLOCK_TAGS = new Set([
  ...Object.keys(BLOCK_KIND),
  ...['div', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside', 'ul', 'ol', 'dl', 'table'],
  ...['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'form', 'fieldset', 'figure', 'hr', 'pre', 'label'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'legend', 'details', 'summary', 'center'],
]);
const CONTAINER_TAGS = new Set(['li', 'article', 'tr', 'section', 'dl', 'figure', 'div', 'blockquote']);
const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const QUOTE_OR_CARD = new Set(['blockquote', 'figure', 'article']);
/** Class or id words of site furniture, taken as whole words ("menu" alone is a restaurant's menu). */
const CHROME_TOKEN =
  /^(?:nav|navbar|footer|header|breadcrumbs?|skip-link|(?:cookie|cmplz|gdpr|rgpd|consent)\S*|\S*-(?:navbar|nav-menu|main-menu|primary-menu|site-footer|site-header|breadcrumbs?|cookie-banner|cookie-notice)|site-(?:footer|header|nav)|main-(?:menu|nav)|menu-(?:principal|main|primary))$/;
const isChromeHint = (hints: string) => hints.split(/\s+/).some((token) => CHROME_TOKEN.test(token));

interface Open {
  tag: string;
  hints: string;
  chrome: boolean;
  hidden: boolean;
  container: number;
  cellBuffer?: string[];
}

const isHidden = (attribs: Record<string, string>) =>
  'hidden' in attribs ||
  attribs['aria-hidden'] === 'true' ||
  /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? '');

/** Reads one page into ordered blocks, structured data and contact links, with a streaming HTML parser. */
export function parsePage(html: string, url: string): PageModel {
  const model: PageModel = {
    ...{ url, title: '', description: '', ogTitle: '', ogSiteName: '' },
    ...{ blocks: [], structured: [], links: [], emails: [], phones: [] },
  };
  const stack: Open[] = [];
  const microdata: MicrodataReader = readMicrodata();
  let buffer = '';
  let skipDepth = 0;
  let containerCount = 0;
  let scriptKind: 'jsonld' | 'title' | undefined;
  let rawText = '';
  let row: { cells: string[]; hints: string; chrome: boolean; group: number; path: number[] } | undefined;

  const top = () => stack[stack.length - 1];
  const containerPath = () => [...new Set(stack.map((open) => open.container).filter(Boolean))];
  const hidden = () => stack.some((open) => open.hidden);
  const blockAncestor = () => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const tag = stack[i]!.tag;
      if (HEADING.test(tag) || BLOCK_KIND[tag] || tag === 'td' || tag === 'th') return tag;
      if (BLOCK_TAGS.has(tag)) return tag;
    }
    return 'body';
  };
  const flush = () => {
    const text = cleanText(buffer);
    buffer = '';
    if (!text) return;
    const tag = blockAncestor();
    const current = top();
    if ((tag === 'td' || tag === 'th') && row) {
      row.cells.push(text);
      return;
    }
    const heading = HEADING.exec(tag);
    const kind = heading ? 'heading' : (BLOCK_KIND[tag] ?? 'text');
    // The paragraphs of a blockquote are the quote ("<blockquote><p>…</p><footer>— Danielle R.</footer>").
    const quoted = kind === 'paragraph' && stack.some((open) => open.tag === 'blockquote');
    model.blocks.push({
      kind: quoted ? 'quote' : kind,
      level: heading ? Number(heading[1]) : 0,
      text,
      zone: stack.some((open) => open.chrome) ? 'chrome' : 'main',
      hints: stack.map((open) => open.hints).join(' '),
      group: current?.container ?? 0,
      path: containerPath(),
    });
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        microdata.open(name, attribs);
        if (name === 'script' && /ld\+json/i.test(attribs.type ?? '')) scriptKind = 'jsonld';
        if (name === 'title' && !model.title) scriptKind = 'title';
        if (name === 'meta') readMeta(model, attribs);
        if (name === 'a' && attribs.href) readLink(model, attribs.href);
        if (VOID.has(name)) {
          if (name === 'br' || name === 'hr') buffer += LINE_BREAK;
          else if (name === 'img' && attribs.alt && top()?.tag === 'a' && !skipDepth) buffer += ' ';
          return;
        }
        if (SKIPPED.has(name) || skipDepth) {
          skipDepth += SKIPPED.has(name) || skipDepth ? 1 : 0;
          return;
        }
        const hints = `${attribs.class ?? ''} ${attribs.id ?? ''} ${attribs.role ?? ''}`.toLowerCase().trim();
        if (BLOCK_TAGS.has(name)) flush();
        else if (hints || name === 'span') buffer += ' ';
        const parent = top();
        const container = CONTAINER_TAGS.has(name) ? ++containerCount : (parent?.container ?? 0);
        if (name === 'tr') {
          row = { cells: [], hints, chrome: stack.some((o) => o.chrome), group: container, path: [] };
        }
        stack.push({
          tag: name,
          hints,
          chrome:
            // A quote's or an article's own header and footer ("— Danielle R.") are not the site's.
            (CHROME_TAGS.has(name) && !stack.some((o) => QUOTE_OR_CARD.has(o.tag))) ||
            (name !== 'body' && name !== 'html' && isChromeHint(hints)) ||
            attribs.role === 'navigation' ||
            attribs.role === 'contentinfo',
          hidden: isHidden(attribs),
          container,
        });
      },
      ontext(text) {
        microdata.text(text);
        if (scriptKind) {
          rawText += text;
          return;
        }
        if (skipDepth || hidden()) return;
        buffer += text;
      },
      onclosetag(name) {
        microdata.close(name);
        if (scriptKind && (name === 'script' || name === 'title')) {
          if (scriptKind === 'jsonld') model.structured.push(...readJsonLd(rawText));
          else model.title = cleanText(rawText);
          scriptKind = undefined;
          rawText = '';
        }
        if (VOID.has(name)) return;
        if (skipDepth) {
          skipDepth -= 1;
          return;
        }
        if (BLOCK_TAGS.has(name)) flush();
        else if (top()?.hints || name === 'span') buffer += ' ';
        if (name === 'td' || name === 'th') buffer = '';
        if (name === 'tr' && row) {
          if (row.cells.length) {
            model.blocks.push({
              kind: 'row',
              level: 0,
              text: row.cells.join(' | '),
              cells: row.cells,
              zone: row.chrome ? 'chrome' : 'main',
              hints: stack.map((open) => open.hints).join(' '),
              group: row.group,
              path: [...containerPath(), row.group],
            });
          }
          row = undefined;
        }
        // Pop up to the matching element (implied closes included).
        for (let i = stack.length - 1; i >= 0; i -= 1) {
          if (stack[i]!.tag === name) {
            stack.length = i;
            break;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  model.structured.push(...microdata.items());
  return model;
}

function readMeta(model: PageModel, attribs: Record<string, string>) {
  const key = (attribs.name ?? attribs.property ?? '').toLowerCase();
  const content = cleanText(attribs.content ?? '');
  if (key === 'description' && !model.description) model.description = content;
  else if (key === 'og:description' && !model.description) model.description = content;
  else if (key === 'og:title') model.ogTitle = content;
  else if (key === 'og:site_name') model.ogSiteName = content;
}

function readLink(model: PageModel, href: string) {
  const mail = /^mailto:([^?]+)/i.exec(href);
  if (mail) model.emails.push(decodeURIComponent(mail[1]!).trim().toLowerCase());
  const tel = /^tel:(.+)/i.exec(href);
  if (tel) model.phones.push(decodeURIComponent(tel[1]!).trim());
  if (!href.startsWith('#') && !/^(mailto|tel|javascript):/i.test(href)) model.links.push(href);
}

/** JSON-LD objects, with @graph and nested arrays opened; a malformed script is skipped. */
function readJsonLd(raw: string): Array<Record<string, unknown>> {
  let json: unknown;
  try {
    json = JSON.parse(raw.trim());
  } catch {
    return [];
  }
  const out: Array<Record<string, unknown>> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (Array.isArray(object['@graph'])) visit(object['@graph']);
      else out.push(object);
    }
  };
  visit(json);
  return out;
}
