import { z } from 'zod';
import {
  BRAND_TONES,
  BUSINESS_OBJECTIVES,
  POSTING_FREQUENCIES,
  type ProfileField,
} from './business-profile-vocabulary';

export * from './business-profile-vocabulary';

const allowed = (values: readonly string[]) =>
  `Valeur non autorisée. Valeurs possibles : ${values.join(', ')}`;
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} doit être un texte` })
    .trim()
    .max(max, `${label} ne peut pas dépasser ${max} caractères`);

/** Every editable field, with its bound; the spec leaves the bounds open, these fit a small business. */
export const profileFieldSchemas = {
  business_name: text('Le nom de l’entreprise', 200),
  business_type: text('Le type d’activité', 200),
  business_description: text('La description', 3000),
  brand_tone: z.enum(BRAND_TONES, { error: allowed(BRAND_TONES) }),
  posting_frequency: z.enum(POSTING_FREQUENCIES, { error: allowed(POSTING_FREQUENCIES) }),
  business_objective: z.enum(BUSINESS_OBJECTIVES, { error: allowed(BUSINESS_OBJECTIVES) }),
  email: text('L’adresse e-mail', 254).pipe(
    z.union([z.literal(''), z.email("L'adresse e-mail n'est pas valide")]),
  ),
  website_url: text('L’adresse du site', 2048).pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Veuillez saisir une URL valide (ex: https://www.exemple.fr)' }),
    ]),
  ),
  target_audience: text('La clientèle cible', 1000),
  coordinates: text('Les coordonnées', 1000),
} satisfies Record<ProfileField, z.ZodType>;

/** The client's keys: `business_email` is stored as `email`, `business_website` as `website_url`. */
export const PROFILE_FIELD_ALIASES = { business_email: 'email', business_website: 'website_url' } as const;

const updateShape = {
  ...profileFieldSchemas,
  business_email: profileFieldSchemas.email,
  business_website: profileFieldSchemas.website_url,
};

/** PUT /api/business-profile: exactly one field per call (docs/spec/part-2-signed-in-application.md §3). */
export const updateBusinessProfileRequestSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(updateShape).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof updateShape]: z.ZodOptional<(typeof updateShape)[K]>;
    },
    { error: 'Champ du profil inconnu' },
  )
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, {
    message: 'Envoyez un seul champ du profil à la fois',
  });
export type UpdateBusinessProfileRequest = z.infer<typeof updateBusinessProfileRequestSchema>;

export const businessProfileSchema = z.object({
  business_name: z.string(),
  business_type: z.string(),
  business_description: z.string(),
  brand_tone: z.enum(BRAND_TONES),
  posting_frequency: z.enum(POSTING_FREQUENCIES),
  business_objective: z.enum(BUSINESS_OBJECTIVES),
  email: z.string(),
  website_url: z.string(),
  target_audience: z.string(),
  coordinates: z.string(),
  logo_url: z.string().nullable(),
  updated_at: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const logoUploadResponseSchema = z.object({ logo_url: z.string() });
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

/** The advisory checklist of docs/spec/part-2-signed-in-application.md §4.7 for one month; `available: false`
 * when the data does not exist in this version yet (nothing is pretended). */
export const checklistItemSchema = z.object({
  key: z.enum(['profile', 'analysis', 'notes', 'media']),
  done: z.boolean(),
  available: z.boolean(),
  count: z.number().int(),
});
export const generationChecklistSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  items: z.array(checklistItemSchema),
  is_complete: z.boolean(),
});
export type GenerationChecklist = z.infer<typeof generationChecklistSchema>;
export const generationChecklistQuerySchema = z.object({
  month: z.coerce
    .number()
    .int()
    .min(1, 'Mois invalide (1 à 12)')
    .max(12, 'Mois invalide (1 à 12)')
    .optional(),
  year: z.coerce.number().int().min(2000, 'Année invalide').max(2100, 'Année invalide').optional(),
});
