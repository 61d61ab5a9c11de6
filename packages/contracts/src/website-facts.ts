import { z } from 'zod';

/**
 * The facts a website states, one entry per fact, with where it was read and the owner's corrections
 * applied (the owner's word wins). Mirrors the analysis' SiteFacts, kind by kind, in the API's snake_case.
 */

export const FACT_WEEK_DAYS = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const;

/** Kinds whose value is a single text. */
export const TEXT_FACT_KINDS = [
  'business_name',
  'trade',
  'town',
  'phone',
  'email',
  'story',
  'mission',
  'value',
  'label',
  'tip',
] as const;
export type TextFactKind = (typeof TEXT_FACT_KINDS)[number];

export const FACT_KINDS = [
  'item',
  'hours',
  'address',
  'person',
  'offer',
  'testimonial',
  'founding_year',
  'team_size',
  ...TEXT_FACT_KINDS,
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** Kinds a site states once at most: adding one replaces the site's. */
export const SINGLE_FACT_KINDS: readonly FactKind[] = [
  'business_name',
  'trade',
  'town',
  'address',
  'story',
  'mission',
  'founding_year',
  'team_size',
];

export const FACT_MESSAGES = {
  required: 'Ce champ est obligatoire',
  tooLong: 'Texte trop long',
  price: 'Le prix doit être un nombre positif',
  time: 'Heure attendue au format HH:MM',
  year: 'Année invalide',
  count: 'Nombre invalide',
  date: 'Date attendue au format AAAA-MM-JJ',
} as const;

const text = (max: number) =>
  z.string().trim().min(1, FACT_MESSAGES.required).max(max, FACT_MESSAGES.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, FACT_MESSAGES.tooLong).optional();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, FACT_MESSAGES.time);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FACT_MESSAGES.date)
  .optional();

export const itemFactValueSchema = z.object({
  kind: z.literal('item'),
  item_kind: z.enum(['product', 'service']),
  name: text(160),
  /** In euros; absent when no price is stated. */
  price: z.number({ error: FACT_MESSAGES.price }).nonnegative(FACT_MESSAGES.price).max(1_000_000).optional(),
  /** As written ("3,50 €", "à partir de 45 €"). */
  price_text: optionalText(80),
  unit: optionalText(40),
  from_price: z.boolean().optional(),
  category: optionalText(120),
  description: optionalText(1000),
});

export const hoursFactValueSchema = z.object({
  kind: z.literal('hours'),
  day: z.enum(FACT_WEEK_DAYS),
  closed: z.boolean(),
  ranges: z.array(z.object({ opens: time, closes: time })).max(4),
});

export const addressFactValueSchema = z.object({
  kind: z.literal('address'),
  street: optionalText(200),
  postal_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'Code postal à 5 chiffres')
    .optional(),
  town: text(120),
});

export const personFactValueSchema = z.object({
  kind: z.literal('person'),
  name: text(120),
  role: optionalText(120),
});

export const offerFactValueSchema = z.object({
  kind: z.literal('offer'),
  title: text(160),
  text: optionalText(1000).default(''),
  start_date: isoDate,
  end_date: isoDate,
});

export const testimonialFactValueSchema = z.object({
  kind: z.literal('testimonial'),
  text: text(1000),
  author: optionalText(120),
});

export const textFactValueSchema = z.object({
  kind: z.enum(TEXT_FACT_KINDS),
  text: text(2000),
});

export const factValueSchema = z.discriminatedUnion('kind', [
  itemFactValueSchema,
  hoursFactValueSchema,
  addressFactValueSchema,
  personFactValueSchema,
  offerFactValueSchema,
  testimonialFactValueSchema,
  z.object({
    kind: z.literal('founding_year'),
    year: z.number({ error: FACT_MESSAGES.year }).int(FACT_MESSAGES.year).min(1000).max(2100),
  }),
  z.object({
    kind: z.literal('team_size'),
    count: z.number({ error: FACT_MESSAGES.count }).int(FACT_MESSAGES.count).min(1).max(100_000),
  }),
  textFactValueSchema,
]);
export type FactValue = z.infer<typeof factValueSchema>;
export type FactValueInput = z.input<typeof factValueSchema>;

export const factSourceSchema = z.object({ url: z.string(), page_title: z.string(), snippet: z.string() });
export type FactSource = z.infer<typeof factSourceSchema>;

/**
 * site: as read on the site; corrected: the owner changed it; removed: the owner took it out (kept for undo);
 * added: the owner stated it.
 */
export const FACT_STATUSES = ['site', 'corrected', 'removed', 'added'] as const;

export const factEntrySchema = z.object({
  /** Stable across re-analyses for the same fact ("item-pain-au-levain", "hours-lundi"). */
  id: z.string(),
  kind: z.enum(FACT_KINDS),
  status: z.enum(FACT_STATUSES),
  value: factValueSchema,
  /** The value read on the site, when the owner corrected it. */
  site_value: factValueSchema.nullable(),
  /** Where the site states it; null for a fact the owner added or one the site no longer states. */
  source: factSourceSchema.nullable(),
  /** A correction or removal whose fact the last analysis no longer found: still applied. */
  missing_on_site: z.boolean(),
});
export type FactEntry = z.infer<typeof factEntrySchema>;

/** A proposal read from the site's wording, with the passages it rests on. */
export const factSuggestionSchema = z.object({
  value: z.string(),
  evidence: z.array(z.object({ text: z.string(), source: factSourceSchema })),
});
export type FactSuggestion = z.infer<typeof factSuggestionSchema>;

export const websiteFactsSchema = z.object({
  entries: z.array(factEntrySchema),
  suggestions: z.object({
    brand_tone: factSuggestionSchema.nullable(),
    target_audience: factSuggestionSchema.nullable(),
  }),
});
export type WebsiteFacts = z.infer<typeof websiteFactsSchema>;

/** PUT /api/website/facts/:factId — the owner's value for a fact (same kind as the fact). */
export const factCorrectionRequestSchema = z.object({ value: factValueSchema });
export type FactCorrectionRequest = z.input<typeof factCorrectionRequestSchema>;

/** POST /api/website/facts — a fact the site does not state. */
export const factAdditionRequestSchema = factCorrectionRequestSchema;

export const factIdParamsSchema = z.object({
  factId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9_-]+$/),
});
