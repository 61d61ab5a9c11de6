import type { CheckoutStatus } from '@plume/contracts/payments';

export const POLL_INTERVAL_MS = 2000;
export const POLL_MAX_ATTEMPTS = 8;

export type PollOutcome = 'paid' | 'trial' | 'expired' | 'timeout';

/**
 * docs/spec/part-1-access-payment-admin-legal.md §4: paid ends it, expired fails it, anything else retries
 * after 2 s, attempts 0 to 7. A complete session with nothing to pay is a plan chosen during the free trial
 * (first payment at the trial's end).
 */
export async function pollCheckoutStatus(
  fetchStatus: () => Promise<CheckoutStatus>,
  wait: (ms: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<PollOutcome> {
  for (let attempt = 0; attempt < POLL_MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await wait(POLL_INTERVAL_MS);
    signal?.throwIfAborted();
    const status = await fetchStatus();
    if (status.payment_status === 'paid') return 'paid';
    if (status.payment_status === 'no_payment_required' && status.status === 'complete') return 'trial';
    if (status.status === 'expired') return 'expired';
  }
  return 'timeout';
}
