/**
 * The analysis corpus checks itself: every golden file states only what its own site's pages say. Each golden
 * phone, e-mail, town, postal code, street, person, item name and price, label, offer title, testimonial author,
 * founding year and story/mission phrase must be found in the text of the site's pages (entities decoded,
 * whitespace collapsed). It never imports the extractor: the corpus measures it, not the other way round.
 */
import { describe, expect, it } from 'vitest';
import { collapse, loadCorpus } from './corpus';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** The trades the corpus must cover, one site each at least. */
const TRADES = [
  'boulangerie',
  'salon de coiffure',
  'restaurant',
  'fleuriste',
  'garage',
  'plombier RGE',
  'institut de beauté',
  'librairie',
  'caviste',
  'ferme',
  'traiteur',
  'fromagerie',
];

const GOLDEN_KEYS = [
  'trade',
  'businessName',
  'town',
  'address',
  'phones',
  'emails',
  'foundingYear',
  'teamSize',
  'hours',
  'items',
  'people',
  'labels',
  'offers',
  'testimonials',
  'story',
  'mission',
];

/** Every way a French site writes a price: "3,50 €", "3.50€", "3 € 50", "38 €", "38 euros", JSON-LD "38.00". */
export function priceRegExp(price: number): RegExp {
  const euros = Math.trunc(price);
  const cents = Math.round((price - euros) * 100);
  const cc = String(cents).padStart(2, '0');
  const e = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, '[ \\u00a0\\u202f.]?');
  const forms = [`${e}[,.]${cc}`, `${e} ?€ ?${cc}`];
  if (cc.endsWith('0')) forms.push(`${e}[,.]${cc[0]}(?!\\d)`);
  if (cents === 0) forms.push(`${e} ?(?:€|euros?|EUR)`, `"${e}"`, `: ?${e}(?![\\d,.])`);
  return new RegExp(`(?<![\\d,.])(?:${forms.join('|')})`);
}

/** Any written price: "3,50 €", "3 € 50", "12 euros", or a JSON-LD "price": "38.00". */
const ANY_PRICE =
  /(?<![\d,.])\d{1,4}(?:[ \u00a0\u202f.]\d{3})?(?:[,.]\d{1,2})? ?(?:€(?: ?\d{2}(?!\d))?|euros?\b|EUR\b)|"price" ?: ?"?\d+(?:\.\d+)?/;

/**
 * The price belongs to the item: it is the first price written after one of the item's mentions (in its heading,
 * its table row, its line or the line after), not a neighbour's price further on.
 */
export function priceBesideName(text: string, name: string, wanted: RegExp): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const after = text.slice(at + name.length, at + name.length + 320);
    const first = after.match(ANY_PRICE)?.[0];
    if (first && wanted.test(first)) return true;
  }
  return false;
}

const sites = loadCorpus();

describe('analysis corpus', () => {
  it('has at least 12 sites covering every required trade', () => {
    expect(sites.length).toBeGreaterThanOrEqual(12);
    const trades = new Set(sites.map((s) => s.golden.trade));
    for (const trade of TRADES) expect(trades, trade).toContain(trade);
  });

  describe.each(sites)('$slug', ({ site, golden, pages }) => {
    const all = pages.map((p) => p.text).join(' \n ');
    const found = (phrase: string): boolean => all.includes(collapse(phrase));

    it('describes its pages, each file present, under an invented .fr domain', () => {
      expect(site.baseUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.fr$/);
      expect(site.trade).toBe(golden.trade);
      expect(site.pages.length).toBeGreaterThanOrEqual(1);
      expect(site.pages.length).toBeLessThanOrEqual(8);
      expect(new Set(site.pages.map((p) => p.path)).size).toBe(site.pages.length);
      for (const page of pages) expect(page.exists, page.file).toBe(true);
    });

    it('has a golden file in the exact format', () => {
      expect(Object.keys(golden).sort()).toEqual([...GOLDEN_KEYS].sort());
      expect([0, 7]).toContain(golden.hours.length);
      golden.hours.forEach((day, index) => {
        expect(day.day).toBe(DAYS[index]);
        expect(day.closed).toBe(day.ranges.length === 0);
        for (const range of day.ranges) {
          expect(range.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(range.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(range.opens < range.closes).toBe(true);
        }
      });
      for (const item of golden.items) {
        expect(['product', 'service']).toContain(item.kind);
        if (item.price === null) expect(item.fromPrice).toBe(false);
      }
      for (const offer of golden.offers) {
        for (const date of [offer.startDate, offer.endDate])
          if (date) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (offer.startDate && offer.endDate) expect(offer.startDate <= offer.endDate).toBe(true);
      }
      for (const text of [golden.story, golden.mission]) {
        if (text) expect(text.mustMention.length).toBeGreaterThanOrEqual(2);
        if (text) expect(text.mustMention.length).toBeLessThanOrEqual(4);
      }
    });

    it('invents no identity or contact detail', () => {
      expect(found(golden.businessName), golden.businessName).toBe(true);
      expect(found(golden.town), golden.town).toBe(true);
      if (golden.address) {
        expect(found(golden.address.street), golden.address.street).toBe(true);
        expect(found(golden.address.postalCode), golden.address.postalCode).toBe(true);
        expect(found(golden.address.town), golden.address.town).toBe(true);
      }
      for (const phone of golden.phones) expect(found(phone), phone).toBe(true);
      for (const email of golden.emails) expect(found(email), email).toBe(true);
      if (golden.foundingYear !== null) expect(found(String(golden.foundingYear))).toBe(true);
      if (golden.teamSize !== null) {
        // A head count stated in words around the number ("Une équipe de 4", "Nous sommes 3", "6 personnes").
        const n = `(?<![\\d,.])${golden.teamSize}(?![\\d,.])`;
        const words = '(?:équipe|sommes|personnes|salariés|collaborateurs|passionné)';
        const stated = new RegExp(`${words}[^.]{0,40}?${n}|${n}[^.]{0,40}?${words}`, 'i');
        expect(stated.test(all), `teamSize ${golden.teamSize}`).toBe(true);
      }
    });

    it('invents no item, and each price is written beside its own item', () => {
      expect(new Set(golden.items.map((i) => `${i.kind}:${i.name}`)).size).toBe(golden.items.length);
      for (const item of golden.items) {
        expect(found(item.name), item.name).toBe(true);
        if (item.price === null) continue;
        const wanted = priceRegExp(item.price);
        expect(
          pages.some((p) => priceBesideName(p.text, collapse(item.name), wanted)),
          `${item.name} — ${item.price}`,
        ).toBe(true);
      }
    });

    it('invents no person, label, offer, testimonial, story or mission', () => {
      for (const person of golden.people) expect(found(person.name), person.name).toBe(true);
      for (const label of golden.labels) expect(found(label), label).toBe(true);
      for (const offer of golden.offers) expect(found(offer.title), offer.title).toBe(true);
      for (const t of golden.testimonials) expect(found(t.author), t.author).toBe(true);
      for (const phrase of [...(golden.story?.mustMention ?? []), ...(golden.mission?.mustMention ?? [])]) {
        expect(found(phrase), phrase).toBe(true);
      }
    });
  });
});
