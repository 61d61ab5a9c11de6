import type { ReadPage } from './read-page';
import { sourceOf } from './read-page';
import type { AddressFact, HoursFact, ItemFact, PersonFact, TestimonialFact, WeekDay } from './site-facts';
import { WEEK_DAYS } from './site-facts';
import { cleanText, formatPhone } from './text-patterns';

type Json = Record<string, unknown>;

/** What schema.org data (JSON-LD, microdata) states about the business. */
export interface StructuredFacts {
  name?: string;
  types: string[];
  address?: AddressFact;
  phones: string[];
  emails: string[];
  hours: HoursFact[];
  items: ItemFact[];
  foundingYear?: number;
  people: PersonFact[];
  testimonials: TestimonialFact[];
  description?: string;
}

const ITEM_TYPES = /^(Product|Service|MenuItem|Offer|IndividualProduct|ProductModel)$/;
const ENGLISH_DAYS: Record<string, WeekDay> = {
  mo: 'lundi',
  tu: 'mardi',
  we: 'mercredi',
  th: 'jeudi',
  fr: 'vendredi',
  sa: 'samedi',
  su: 'dimanche',
};

const str = (value: unknown): string | undefined => {
  if (typeof value === 'string') return cleanText(value) || undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return str(value[0]);
  if (value && typeof value === 'object') return str((value as Json).name ?? (value as Json)['@value']);
  return undefined;
};
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const objects = (value: unknown): Json[] =>
  list(value).filter((v): v is Json => Boolean(v) && typeof v === 'object');
const typesOf = (object: Json) => list(object['@type']).map((t) => String(t).split('/').pop() ?? '');
const day = (value: unknown): WeekDay | undefined =>
  ENGLISH_DAYS[String(value).split('/').pop()?.slice(0, 2).toLowerCase() ?? ''];
const hhmm = (value: unknown) => /^(\d{1,2}):(\d{2})/.exec(String(value ?? ''));
const pad = (m: RegExpExecArray) => `${m[1]!.padStart(2, '0')}:${m[2]}`;

function offerPrice(item: Json): { value: number; text: string } | undefined {
  for (const offer of [item, ...objects(item.offers)]) {
    const raw = offer.price ?? offer.lowPrice ?? (offer.priceSpecification as Json | undefined)?.price;
    const value = Number(String(raw ?? '').replace(',', '.'));
    if (raw !== undefined && raw !== '' && Number.isFinite(value)) {
      return { value, text: `${value.toFixed(2).replace('.', ',').replace(',00', '')} €` };
    }
  }
  return undefined;
}

function hoursOf(business: Json, page: ReadPage): HoursFact[] {
  const hours: HoursFact[] = [];
  for (const spec of objects(business.openingHoursSpecification)) {
    const opens = hhmm(spec.opens);
    const closes = hhmm(spec.closes);
    for (const d of list(spec.dayOfWeek).map(day)) {
      if (!d) continue;
      const existing = hours.find((h) => h.day === d);
      const closed = !opens || !closes || (pad(opens) === '00:00' && pad(closes) === '00:00');
      const range = opens && closes && !closed ? [{ opens: pad(opens), closes: pad(closes) }] : [];
      if (existing) existing.ranges.push(...range);
      else hours.push({ day: d, closed, ranges: range, source: sourceOf(page, JSON.stringify(spec)) });
    }
  }
  for (const line of list(business.openingHours).map(String)) {
    // "Mo-Fr 09:00-18:00", "Tu,We 07:00-13:00"
    const m = /^([A-Za-z,\s-]+)\s+(\d{1,2}:\d{2})-(\d{1,2}:\d{2})/.exec(line.trim());
    if (!m) continue;
    const keys = Object.keys(ENGLISH_DAYS);
    for (const part of m[1]!.split(',')) {
      const [from, to] = part.trim().toLowerCase().split('-');
      const a = keys.indexOf(from?.slice(0, 2) ?? '');
      const b = to ? keys.indexOf(to.slice(0, 2)) : a;
      if (a < 0 || b < 0) continue;
      for (let i = a; ; i = (i + 1) % 7) {
        const d = WEEK_DAYS[i]!;
        const range = { opens: pad(hhmm(m[2])!), closes: pad(hhmm(m[3])!) };
        const existing = hours.find((h) => h.day === d);
        if (existing) existing.ranges.push(range);
        else hours.push({ day: d, closed: false, ranges: [range], source: sourceOf(page, line) });
        if (i === b) break;
      }
    }
  }
  // schema.org lists the days a business opens: a day it leaves out is a closed day.
  const source = hours[0]?.source;
  if (source) {
    for (const d of WEEK_DAYS.filter((w) => !hours.some((h) => h.day === w)))
      hours.push({ day: d, closed: true, ranges: [], source });
  }
  return hours;
}

/** Reads the schema.org objects of every page: the business (LocalBusiness and subtypes, Organization),
 * its address, phones, hours, founder and employees; products, services and offers; reviews. */
export function readStructured(pages: ReadPage[]): StructuredFacts {
  const facts: StructuredFacts = {
    types: [],
    phones: [],
    emails: [],
    hours: [],
    items: [],
    people: [],
    testimonials: [],
  };
  const seen = new Set<string>();
  const visitItem = (item: Json, page: ReadPage) => {
    const name = str(item.name) ?? str(item.itemOffered);
    if (!name || seen.has(name)) return;
    seen.add(name);
    const price = offerPrice(item);
    facts.items.push({
      kind: typesOf(item).includes('Service') ? 'service' : 'product',
      name,
      ...(price ? { price: price.value, priceText: price.text } : {}),
      ...(str(item.description) ? { description: str(item.description) } : {}),
      source: sourceOf(page, JSON.stringify(item).slice(0, 300)),
    });
  };
  for (const page of pages) {
    for (const object of page.model.structured) {
      const types = typesOf(object);
      const isBusiness = Boolean(object.address || object.openingHoursSpecification || object.openingHours);
      if (types.some((t) => ITEM_TYPES.test(t))) visitItem(object, page);
      for (const review of objects(object.review)) {
        const text = str(review.reviewBody) ?? str(review.description);
        if (text) facts.testimonials.push({ text, author: str(review.author), source: sourceOf(page, text) });
      }
      if (types.includes('Review')) {
        const text = str(object.reviewBody);
        if (text) facts.testimonials.push({ text, author: str(object.author), source: sourceOf(page, text) });
      }
      if (!isBusiness && !types.some((t) => /Business|Organization|Store|Restaurant|Bakery|Salon/.test(t)))
        continue;
      facts.types.push(...types);
      facts.name ??= str(object.name);
      facts.description ??= str(object.description);
      for (const phone of list(object.telephone)) facts.phones.push(formatPhone(String(phone)));
      for (const email of list(object.email))
        facts.emails.push(
          String(email)
            .replace(/^mailto:/, '')
            .toLowerCase(),
        );
      const address = objects(object.address)[0];
      if (address && !facts.address && str(address.addressLocality)) {
        facts.address = {
          street: str(address.streetAddress),
          postalCode: str(address.postalCode),
          town: str(address.addressLocality)!,
          source: sourceOf(page, JSON.stringify(address)),
        };
      }
      if (!facts.hours.length) facts.hours = hoursOf(object, page);
      const founded = /^(\d{4})/.exec(String(object.foundingDate ?? ''));
      if (founded) facts.foundingYear ??= Number(founded[1]);
      for (const person of [...objects(object.founder), ...objects(object.employee)]) {
        const name = str(person.name);
        if (name) facts.people.push({ name, role: str(person.jobTitle), source: sourceOf(page, name) });
      }
      for (const catalog of objects(object.hasOfferCatalog)) {
        for (const element of objects(catalog.itemListElement)) {
          visitItem(
            objects(element.itemOffered)[0]
              ? { ...objects(element.itemOffered)[0], offers: element }
              : element,
            page,
          );
        }
      }
      for (const offer of objects(object.makesOffer)) visitItem(offer, page);
    }
  }
  return facts;
}
