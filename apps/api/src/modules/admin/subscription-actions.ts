import type { AdminSubscriptionUpdate } from '@plume/contracts/admin';
import type { SubscriptionChange } from '../payments/billing.repository';

/** Admin activation lasts 30 days (docs/spec/part-1-access-payment-admin-legal.md §9: 2,592,000,000 ms). */
export const ADMIN_ACTIVATION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The three administrator actions of docs/spec/part-1-access-payment-admin-legal.md §4. The server decides
 * the plan and the end date for each status, so a client cannot grant a longer subscription than the rule
 * says.
 */
export function subscriptionChange(input: AdminSubscriptionUpdate, now: Date): SubscriptionChange {
  if (input.subscription_status === 'active') {
    return {
      status: 'active',
      plan: input.subscription_plan ?? 'pro',
      endsAt: new Date(now.getTime() + ADMIN_ACTIVATION_MS),
    };
  }
  return { status: input.subscription_status, plan: null, endsAt: null };
}
