import { z } from 'zod';
import { subscriptionStatusSchema } from './auth';
import { billingPeriodSchema, PLAN_IDS } from './payments';

/** Administrator calls of docs/spec/part-1-access-payment-admin-legal.md §7. Every amount is in euros. */
export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  new_users_this_month: z.number().int(),
  active_subscriptions: z.number().int(),
  trial_users: z.number().int(),
  mrr: z.number(),
  churn_rate: z.number(),
  posts_generated_today: z.number().int(),
  posts_generated_this_month: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  business_name: z.string().nullable(),
  subscription_status: subscriptionStatusSchema,
  subscription_plan: z.string().nullable(),
  subscription_ends_at: z.string().nullable(),
  total_posts_generated: z.number().int(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200, 'search : 200 caractères au maximum').optional(),
  status: subscriptionStatusSchema.optional(),
  limit: z.coerce
    .number()
    .int('limit : nombre entier attendu')
    .min(1, 'limit : au moins 1')
    .max(1000, 'limit : 1000 au maximum')
    .default(1000),
  offset: z.coerce.number().int('offset : nombre entier attendu').min(0, 'offset : 0 au minimum').default(0),
});

export const adminSubscriptionUpdateSchema = z.object({
  subscription_status: subscriptionStatusSchema.exclude(['cancelled'], {
    error: 'subscription_status : trial, active ou expired',
  }),
  subscription_plan: z.enum(PLAN_IDS, { error: 'subscription_plan : forfait inconnu' }).nullable().optional(),
  subscription_ends_at: z.iso
    .datetime({ offset: true, error: 'subscription_ends_at : date invalide' })
    .nullable()
    .optional(),
});
export type AdminSubscriptionUpdate = z.infer<typeof adminSubscriptionUpdateSchema>;

export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_monthly: z.number(),
  price_yearly: z.number(),
  features: z.array(z.string()),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

const euros = (field: string) =>
  z
    .number({ error: `${field} : montant attendu` })
    .min(0, `${field} : le montant ne peut pas être négatif`)
    .max(100_000, `${field} : 100 000 € au maximum`);

export const adminPlanUpdateSchema = z.object({
  name: z.string().trim().min(1, 'name : le nom est obligatoire').max(80, 'name : 80 caractères au maximum'),
  price_monthly: euros('price_monthly'),
  price_yearly: euros('price_yearly'),
  features: z.array(z.string().trim().min(1).max(200)).max(30, 'features : 30 au maximum'),
});
export type AdminPlanUpdate = z.infer<typeof adminPlanUpdateSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  /** Whole percent, or euros for a fixed amount. */
  discount_value: z.number(),
  max_uses: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  used_count: z.number().int(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeCreateSchema = z
  .object({
    code: z
      .string({ error: 'code : le code est obligatoire' })
      .trim()
      .min(1, 'code : le code est obligatoire')
      .max(40, 'code : 40 caractères au maximum')
      .regex(/^[A-Za-z0-9_-]+$/, 'code : lettres, chiffres, - et _ uniquement')
      .transform((code) => code.toUpperCase()),
    discount_type: z.enum(['percentage', 'fixed'], { error: 'discount_type : percentage ou fixed' }),
    discount_value: z.number({ error: 'discount_value : valeur numérique attendue' }),
    max_uses: z
      .number()
      .int('max_uses : nombre entier attendu')
      .min(1, 'max_uses : au moins 1')
      .nullable()
      .optional(),
    expires_at: z.iso
      .datetime({ offset: true, local: true, error: 'expires_at : date invalide' })
      .nullable()
      .optional(),
  })
  .superRefine((value, context) => {
    const ok =
      value.discount_type === 'percentage'
        ? Number.isInteger(value.discount_value) && value.discount_value >= 1 && value.discount_value <= 100
        : value.discount_value > 0 && value.discount_value <= 10_000;
    if (!ok) {
      context.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message:
          value.discount_type === 'percentage'
            ? 'discount_value : un pourcentage entier entre 1 et 100'
            : 'discount_value : un montant positif (10 000 € au maximum)',
      });
    }
  });
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

export const promoCodeToggleSchema = z.object({
  active: z.boolean({ error: 'active : vrai ou faux attendu' }),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  /** Null once the payer deleted their account: the billing record is kept, detached from the person. */
  user_id: z.string().nullable(),
  amount: z.number(),
  subscription_plan: z.string(),
  billing_period: billingPeriodSchema,
  status: z.string(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminReferralSchema = z.object({
  id: z.string(),
  referrer_id: z.string(),
  referrer_email: z.string().nullable(),
  referred_id: z.string(),
  referred_email: z.string().nullable(),
  status: z.enum(['pending', 'rewarded']),
  created_at: z.string(),
  rewarded_at: z.string().nullable(),
});

export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const revenueQuerySchema = z.object({
  period: z.enum(['month'], { error: 'period : seule la valeur month est acceptée' }).default('month'),
});

export const revenueAnalyticsSchema = z.object({
  total_revenue: z.number(),
  total_transactions: z.number().int(),
  /** One entry per day of the current month (in the administrator's timezone), for the chart. */
  daily: z.array(z.object({ date: z.string(), revenue: z.number(), transactions: z.number().int() })),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

export const adminIdParamsSchema = z.object({ id: z.string().max(100) });
