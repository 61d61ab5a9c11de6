import { parse, type HTMLElement } from 'node-html-parser';

export interface PageSection {
  heading: string;
  level: number;
  paragraphs: string[];
  items: string[];
  prices: string[];
}

export interface ExtractedPage {
  url: string;
  title: string;
  description: string;
  h1: string;
  sections: PageSection[];
  testimonials: string[];
  emails: string[];
  phones: string[];
  text: string;
  links: string[];
}

export const PRICE_PATTERN =
  /(?:€\s?\d[\d\s\u202f.]*(?:,\d{1,2})?|\d[\d\s\u202f.]*(?:[,.]\d{1,2})?\s?(?:€|euros?\b|EUR\b))/i;
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE_PATTERN = /(?:\+33\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/g;
const TESTIMONIAL_HINT = /t[ée]moignage|testimonial|avis|review|quote/i;
const SKIPPED = 'script, style, noscript, svg, template, iframe, nav, form, footer';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function isInTestimonial(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    if (node.tagName === 'BLOCKQUOTE') return true;
    const marker = `${node.getAttribute?.('class') ?? ''} ${node.getAttribute?.('id') ?? ''}`;
    if (TESTIMONIAL_HINT.test(marker)) return true;
  }
  return false;
}

/** Reads what a business page says: title, headings with their paragraphs, lists and prices, testimonials,
 * contact details and same-document links. */
export function extractPage(html: string, url: string): ExtractedPage {
  const root = parse(html, {
    comment: false,
    blockTextElements: { script: false, style: false, noscript: false },
  });
  // Links first: the navigation is removed from the content but is where most pages are discovered.
  const links = root
    .querySelectorAll('a[href]')
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .filter((href) => href && !href.startsWith('#') && !/^(mailto|tel|javascript):/i.test(href));
  // Contact details usually sit in the footer, which is boilerplate for everything else.
  const fullText = clean(root.querySelector('body')?.text ?? root.text);
  for (const element of root.querySelectorAll(SKIPPED)) element.remove();
  const title = clean(root.querySelector('title')?.text ?? '');
  const description = clean(root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  const h1 = clean(root.querySelector('h1')?.text ?? '');
  const sections: PageSection[] = [];
  let current: PageSection = { heading: h1 || title, level: 1, paragraphs: [], items: [], prices: [] };
  sections.push(current);
  const testimonials = new Set<string>();

  for (const element of root.querySelectorAll('h2, h3, h4, p, li, blockquote, td')) {
    const text = clean(element.text);
    if (!text) continue;
    const tag = element.tagName;
    if (tag === 'H2' || tag === 'H3' || tag === 'H4') {
      current = { heading: text, level: Number(tag[1]), paragraphs: [], items: [], prices: [] };
      sections.push(current);
      continue;
    }
    if (isInTestimonial(element)) {
      if (tag === 'BLOCKQUOTE' || tag === 'P') testimonials.add(text);
      continue;
    }
    if (tag === 'LI' || tag === 'TD') current.items.push(text);
    else if (tag === 'P') current.paragraphs.push(text);
    const price = PRICE_PATTERN.exec(text)?.[0];
    if (price) current.prices.push(clean(price));
  }

  const bodyText = clean(root.querySelector('body')?.text ?? root.text);
  return {
    url,
    title,
    description,
    h1,
    sections: sections.filter((s) => s.paragraphs.length || s.items.length || s.prices.length || s.level > 1),
    testimonials: [...testimonials],
    emails: [...new Set(fullText.match(EMAIL_PATTERN) ?? [])],
    phones: [...new Set((fullText.match(PHONE_PATTERN) ?? []).map(clean))],
    text: bodyText,
    links,
  };
}
