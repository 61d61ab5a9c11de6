import {
  FACT_WEEK_DAYS,
  factValueSchema,
  type FactKind,
  type FactValue,
  type FactValueInput,
} from '@plume/contracts/website-facts';
import { frKnowledge } from '@/locales/fr-knowledge';

const t = frKnowledge.analysis.facts;

/** The card's groups, in reading order, with the kinds each holds (the first is the one "Ajouter" proposes). */
export const FACT_GROUPS: { key: keyof typeof t.groups; kinds: FactKind[] }[] = [
  { key: 'identity', kinds: ['business_name', 'trade'] },
  { key: 'items', kinds: ['item'] },
  { key: 'hours', kinds: ['hours'] },
  { key: 'contact', kinds: ['address', 'town', 'phone', 'email'] },
  { key: 'story', kinds: ['story', 'mission', 'value'] },
  { key: 'team', kinds: ['person', 'founding_year', 'team_size'] },
  { key: 'labels', kinds: ['label'] },
  { key: 'offers', kinds: ['offer'] },
  { key: 'testimonials', kinds: ['testimonial'] },
  { key: 'tips', kinds: ['tip'] },
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ranges = (value: Extract<FactValue, { kind: 'hours' }>) =>
  value.ranges.map((r) => `${r.opens}-${r.closes}`).join(', ');

/** One line for a fact, as the owner reads it. */
export function factText(value: FactValue): string {
  switch (value.kind) {
    case 'item': {
      // The amount and its euro sign stay on one line.
      const written = value.price_text?.replace(/ €/g, '\u00a0€');
      const price = written ? ` — ${written}${value.unit ? ` ${value.unit}` : ''}` : '';
      return `${value.name}${price}`;
    }
    case 'hours':
      return `${capital(value.day)} : ${value.closed ? t.closed.toLowerCase() : ranges(value)}`;
    case 'address':
      return [value.street, [value.postal_code, value.town].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
    case 'person':
      return value.role ? `${value.name}, ${value.role}` : value.name;
    case 'offer':
      return [value.title, value.text].filter(Boolean).join(' : ');
    case 'testimonial':
      return value.author ? `« ${value.text} » — ${value.author}` : `« ${value.text} »`;
    case 'founding_year':
      return t.since(value.year);
    case 'team_size':
      return t.teamSize(value.count);
    default:
      return value.text;
  }
}

export type FieldType = 'text' | 'textarea' | 'number' | 'day' | 'checkbox' | 'itemKind';
export interface FieldSpec {
  key: keyof typeof t.fields;
  type: FieldType;
}

const LONG_TEXT: FactKind[] = ['story', 'mission', 'tip', 'value'];

/** The fields of the correction form for a kind. */
export function fieldsOf(kind: FactKind): FieldSpec[] {
  const f = (key: FieldSpec['key'], type: FieldType = 'text'): FieldSpec => ({ key, type });
  switch (kind) {
    case 'item':
      return [
        f('name'),
        f('item_kind', 'itemKind'),
        f('price', 'number'),
        f('from_price', 'checkbox'),
        f('unit'),
        f('description', 'textarea'),
      ];
    case 'hours':
      return [f('day', 'day'), f('closed', 'checkbox'), f('ranges')];
    case 'address':
      return [f('street'), f('postal_code'), f('town')];
    case 'person':
      return [f('name'), f('role')];
    case 'offer':
      return [f('title'), f('text', 'textarea'), f('start_date'), f('end_date')];
    case 'testimonial':
      return [f('text', 'textarea'), f('author')];
    case 'founding_year':
      return [f('year', 'number')];
    case 'team_size':
      return [f('count', 'number')];
    default:
      return [f('text', LONG_TEXT.includes(kind) ? 'textarea' : 'text')];
  }
}

export type FormState = Record<string, string | boolean>;

/** The form's values for a fact (empty for a new one). */
export function formOf(kind: FactKind, value: FactValue | null): FormState {
  const state: FormState =
    kind === 'item' ? { item_kind: 'product' } : kind === 'hours' ? { day: FACT_WEEK_DAYS[0] } : {};
  if (!value) return state;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'kind' || key === 'price_text') continue;
    if (key === 'ranges' && value.kind === 'hours') state.ranges = ranges(value);
    else state[key] = typeof field === 'boolean' ? field : String(field);
  }
  return state;
}

const REQUIRED: string[] = ['name', 'town', 'title', 'text'];
const RANGE = /^\s*(\d{1,2}):(\d{2})\s*[-–à]\s*(\d{1,2}):(\d{2})\s*$/;
const pad = (hours: string) => hours.padStart(2, '0');

/** The value the form states, checked against the contract: the value, or the first error of each field. */
export function valueOf(
  kind: FactKind,
  state: FormState,
  keep: FactValue | null,
): { value: FactValueInput } | { errors: Record<string, string> } {
  const raw: Record<string, unknown> = { kind };
  // Fields the form does not show (an item's rubric) stay as they were.
  if (keep) for (const [key, field] of Object.entries(keep)) if (key !== 'price_text') raw[key] = field;
  for (const { key, type } of fieldsOf(kind)) {
    const field = state[key];
    if (type === 'checkbox') raw[key] = field === true;
    else if (typeof field !== 'string' || field.trim() === '') {
      // A required text left blank is sent blank, for the contract's "obligatoire" message.
      if (REQUIRED.includes(key) && !(kind === 'offer' && key === 'text')) raw[key] = '';
      else delete raw[key];
    } else if (type === 'number') raw[key] = Number(field.replace(',', '.').replace(/\s/g, ''));
    else raw[key] = field;
  }
  if (kind === 'hours') {
    const parts = String(state.ranges ?? '')
      .split(',')
      .filter((part) => part.trim());
    const parsed = parts.map((part) => RANGE.exec(part));
    if (parsed.some((match) => !match)) return { errors: { ranges: t.rangesInvalid } };
    raw.ranges = raw.closed
      ? []
      : parsed.map((m) => ({ opens: `${pad(m![1]!)}:${m![2]}`, closes: `${pad(m![3]!)}:${m![4]}` }));
  }
  if (kind === 'item' && raw.price === undefined) delete raw.from_price;
  if (kind === 'offer' && raw.text === undefined) raw.text = '';
  const checked = factValueSchema.safeParse(raw);
  if (checked.success) return { value: checked.data };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const key = String(issue.path[0] ?? 'text');
    errors[key] ??= issue.message;
  }
  return { errors };
}
