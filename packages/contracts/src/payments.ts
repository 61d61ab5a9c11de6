import { z } from 'zod';
import { subscriptionStatusSchema } from './auth';

export const PLAN_IDS = ['starter', 'rocket', 'pro'] as const;
export const billingPeriodSchema = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** Every amount is in euros (stored as cents on the server). */
export const packageSchema = z.object({
  plan_id: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number(),
  amount_yearly: z.number(),
  currency: z.literal('EUR'),
  features: z.array(z.string()),
  limits: z.object({
    posts_per_month: z.number().int(),
    networks: z.number().int(),
    library_size: z.number().int(),
  }),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesResponseSchema = z.object({ packages: z.record(z.string(), packageSchema) });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  /** People who registered with the code / whose first payment earned a free month. */
  invited_count: z.number().int(),
  rewarded_count: z.number().int(),
  /** Set when this user was referred and their first payment gave their referrer a free month. */
  referred_by_rewarded: z.boolean(),
});

export const mySubscriptionSchema = z.object({
  subscription_status: subscriptionStatusSchema,
  subscription_plan: z.string().nullable(),
  subscription_ends_at: z.string().nullable(),
  plan_name: z.string().nullable(),
  billing_period: billingPeriodSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  /** A provider subscription exists, so the customer portal can cancel it. */
  can_manage_billing: z.boolean(),
  /**
   * During the free trial: when the first payment happens (the trial's end), for the plan already chosen or one
   * chosen now. Null outside a trial, or when a plan chosen now is charged at once (less than 48 h left).
   */
  first_payment_at: z.string().nullable(),
  referral: referralSummarySchema,
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

const originUrlSchema = z
  .string({ error: "L'origine du site est obligatoire" })
  .trim()
  .max(500, "L'origine du site est trop longue")
  .pipe(z.url({ protocol: /^https?$/, error: "L'origine du site n'est pas une adresse valide" }));

export const checkoutRequestSchema = z.object({
  package_id: z.enum(PLAN_IDS, { error: 'Forfait inconnu' }),
  origin_url: originUrlSchema,
  promo_code: z
    .string()
    .trim()
    .max(50, 'Le code promo ne peut pas dépasser 50 caractères')
    .transform((code) => code.toUpperCase())
    .optional(),
  billing_period: billingPeriodSchema.default('monthly'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string(), session_id: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutStatusSchema = z.object({
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  status: z.enum(['open', 'complete', 'expired']),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const checkoutStatusParamsSchema = z.object({
  session_id: z.string().min(1).max(120, 'Identifiant de session invalide'),
});

export const portalRequestSchema = z.object({ origin_url: originUrlSchema });
export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });

export const SUBSCRIPTION_REQUIRED_DETAIL =
  "Votre abonnement n'est plus actif. Choisissez un forfait pour continuer.";
