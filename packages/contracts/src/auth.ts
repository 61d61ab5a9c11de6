import { z } from 'zod';

export const subscriptionStatusSchema = z.enum(['trial', 'active', 'expired', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const emailSchema = z
  .string({ error: "L'adresse e-mail est obligatoire" })
  .trim()
  .min(1, "L'adresse e-mail est obligatoire")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("L'adresse e-mail n'est pas valide"));

const nameSchema = (label: string) =>
  z.string().trim().max(100, `${label} ne peut pas dépasser 100 caractères`).optional();

export const PASSWORD_MIN_LENGTH = 8;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Le mot de passe est obligatoire' })
    .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
    .max(256, 'Le mot de passe ne peut pas dépasser 256 caractères'),
  business_name: z.string().trim().max(200, 'Le nom ne peut pas dépasser 200 caractères').optional(),
  first_name: nameSchema('Le prénom'),
  last_name: nameSchema('Le nom'),
  /** The referral code of the `?ref=` link the visitor arrived with; an unknown code is ignored. */
  referral_code: z.string().trim().max(32, 'Le code de parrainage est invalide').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Le mot de passe est obligatoire' })
    .min(1, 'Le mot de passe est obligatoire')
    .max(256, 'Le mot de passe ne peut pas dépasser 256 caractères'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z
    .string({ error: 'Le jeton de rafraîchissement est obligatoire' })
    .min(1, 'Le jeton de rafraîchissement est obligatoire')
    .max(512, 'Le jeton de rafraîchissement est invalide'),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = z.object({
  refresh_token: z.string().max(512, 'Le jeton de rafraîchissement est invalide').optional(),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const userSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  business_name: z.string(),
  /** The profile's logo (Entreprise tab), shown in the header; null until one is uploaded. */
  logo_url: z.string().nullable(),
  subscription_status: subscriptionStatusSchema,
  subscription_plan: z.string().nullable(),
  subscription_ends_at: z.string().nullable(),
  is_admin: z.boolean(),
  timezone: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend(userSchema.shape);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  user_id: z.string(),
  email: z.string(),
  subscription_status: subscriptionStatusSchema,
  subscription_ends_at: z.string().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
