import { z } from 'zod';
import { defineConfigPart, optionalString, requiredTogether, type ConfigSlice } from '../../lib/config-part';

/** Stripe; without its keys, the demonstration checkout. */
export const stripeConfig = defineConfigPart({
  variables: z.object({
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
  }),
  checks: (source) => requiredTogether(source, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
});

export type StripeConfig = ConfigSlice<typeof stripeConfig>;
