import type { FactValue, TextFactKind } from '@plume/contracts/website-facts';
import type { FactSource, SiteFacts } from './facts/site-facts';

/** One fact of the site as the owner sees it: a stable id, its value, where it was read. */
export interface SiteEntry {
  id: string;
  value: FactValue;
  source: FactSource;
}

/** A source for what the owner states: no page. */
export const OWNER_SOURCE: FactSource = { url: '', pageTitle: '', snippet: '' };

/** "Pain au levain" → "pain-au-levain": ids that survive re-analyses as long as the site says the same. */
export function slug(text: string, max = 60): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, max)
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

const drop = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

/** Every fact of the site, in the card's order, each with an id unique in the list. */
export function siteEntries(facts: SiteFacts): SiteEntry[] {
  const entries: SiteEntry[] = [];
  const seen = new Map<string, number>();
  const push = (base: string, value: FactValue, source: FactSource) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    entries.push({ id: count === 1 ? base : `${base}-${count}`, value, source });
  };
  const text = (
    kind: TextFactKind,
    fact: { text: string; source: FactSource } | undefined,
    id: string = kind,
  ) => {
    if (fact) push(id.replace(/_/g, '-'), { kind, text: fact.text }, fact.source);
  };
  text('business_name', facts.businessName);
  text('trade', facts.trade);
  for (const item of facts.items)
    push(
      `item-${slug(item.name)}`,
      drop({
        kind: 'item' as const,
        item_kind: item.kind,
        name: item.name,
        price: item.price,
        price_text: item.priceText,
        unit: item.unit,
        from_price: item.fromPrice,
        category: item.category,
        description: item.description,
      }),
      item.source,
    );
  for (const h of facts.hours)
    push(`hours-${h.day}`, { kind: 'hours', day: h.day, closed: h.closed, ranges: h.ranges }, h.source);
  if (facts.address) {
    const { street, postalCode, town, source } = facts.address;
    push('address', drop({ kind: 'address' as const, street, postal_code: postalCode, town }), source);
  }
  text('town', facts.town);
  for (const phone of facts.phones) text('phone', phone, `phone-${slug(phone.text)}`);
  for (const email of facts.emails) text('email', email, `email-${slug(email.text)}`);
  if (facts.foundingYear)
    push(
      'founding-year',
      { kind: 'founding_year', year: facts.foundingYear.year },
      facts.foundingYear.source,
    );
  if (facts.teamSize)
    push('team-size', { kind: 'team_size', count: facts.teamSize.count }, facts.teamSize.source);
  for (const p of facts.people)
    push(`person-${slug(p.name)}`, drop({ kind: 'person' as const, name: p.name, role: p.role }), p.source);
  text('story', facts.story);
  text('mission', facts.mission);
  for (const v of facts.values) text('value', v, `value-${slug(v.text, 40)}`);
  for (const l of facts.labels) text('label', l, `label-${slug(l.text)}`);
  for (const o of facts.offers)
    push(
      `offer-${slug(o.title)}`,
      drop({
        kind: 'offer' as const,
        title: o.title,
        text: o.text,
        start_date: o.startDate,
        end_date: o.endDate,
      }),
      o.source,
    );
  for (const t of facts.testimonials)
    push(
      `testimonial-${slug(t.author ?? t.text, 40)}`,
      drop({ kind: 'testimonial' as const, text: t.text, author: t.author }),
      t.source,
    );
  for (const tip of facts.tips ?? []) text('tip', tip, `tip-${slug(tip.text, 40)}`);
  return entries;
}

export const emptySiteFacts = (pages: SiteFacts['pages'] = []): SiteFacts => ({
  items: [],
  hours: [],
  phones: [],
  emails: [],
  people: [],
  values: [],
  labels: [],
  offers: [],
  testimonials: [],
  tips: [],
  pages,
});

/** Puts one value back into SiteFacts, the shape the analysis fields are assembled from. Facts stated once
 * (town, story…) take the last value given. */
export function addToSiteFacts(facts: SiteFacts, value: FactValue, source: FactSource): void {
  switch (value.kind) {
    case 'item':
      facts.items.push(
        drop({
          kind: value.item_kind,
          name: value.name,
          price: value.price,
          priceText: value.price_text,
          unit: value.unit,
          fromPrice: value.from_price,
          category: value.category,
          description: value.description,
          source,
        }),
      );
      return;
    case 'hours':
      facts.hours.push({ day: value.day, closed: value.closed, ranges: value.ranges, source });
      return;
    case 'address':
      facts.address = drop({ street: value.street, postalCode: value.postal_code, town: value.town, source });
      return;
    case 'person':
      facts.people.push(drop({ name: value.name, role: value.role, source }));
      return;
    case 'offer':
      facts.offers.push(
        drop({
          title: value.title,
          text: value.text,
          startDate: value.start_date,
          endDate: value.end_date,
          source,
        }),
      );
      return;
    case 'testimonial':
      facts.testimonials.push(drop({ text: value.text, author: value.author, source }));
      return;
    case 'founding_year':
      facts.foundingYear = { year: value.year, source };
      return;
    case 'team_size':
      facts.teamSize = { count: value.count, source };
      return;
    default:
      addText(facts, value.kind, { text: value.text, source });
  }
}

function addText(facts: SiteFacts, kind: TextFactKind, fact: { text: string; source: FactSource }) {
  const lists = {
    phone: facts.phones,
    email: facts.emails,
    value: facts.values,
    label: facts.labels,
    tip: (facts.tips ??= []),
  } as const;
  if (kind in lists) lists[kind as keyof typeof lists].push(fact);
  else if (kind === 'business_name') facts.businessName = fact;
  else if (kind === 'trade') facts.trade = fact;
  else if (kind === 'town') facts.town = fact;
  else if (kind === 'story') facts.story = fact;
  else facts.mission = fact;
}
