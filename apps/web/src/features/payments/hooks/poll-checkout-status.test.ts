import type { CheckoutStatus } from '@plume/contracts/payments';
import { describe, expect, it, vi } from 'vitest';
import { pollCheckoutStatus, POLL_INTERVAL_MS } from './poll-checkout-status';

const open: CheckoutStatus = { payment_status: 'unpaid', status: 'open' };

describe('pollCheckoutStatus', () => {
  it('stops as soon as the session is paid, waiting 2 s between attempts', async () => {
    const fetchStatus = vi
      .fn<() => Promise<CheckoutStatus>>()
      .mockResolvedValueOnce(open)
      .mockResolvedValueOnce({ payment_status: 'paid', status: 'complete' });
    const wait = vi.fn(async () => undefined);
    expect(await pollCheckoutStatus(fetchStatus, wait)).toBe('paid');
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(POLL_INTERVAL_MS);
  });

  it('ends on a complete session with nothing to pay: a plan chosen during the trial', async () => {
    const fetchStatus = vi.fn(async (): Promise<CheckoutStatus> => ({
      payment_status: 'no_payment_required',
      status: 'complete',
    }));
    expect(await pollCheckoutStatus(fetchStatus, async () => undefined)).toBe('trial');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('fails at once on an expired session', async () => {
    const fetchStatus = vi.fn(async (): Promise<CheckoutStatus> => ({
      payment_status: 'unpaid',
      status: 'expired',
    }));
    expect(await pollCheckoutStatus(fetchStatus, async () => undefined)).toBe('expired');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('gives up after 8 attempts', async () => {
    const fetchStatus = vi.fn(async () => open);
    expect(await pollCheckoutStatus(fetchStatus, async () => undefined)).toBe('timeout');
    expect(fetchStatus).toHaveBeenCalledTimes(8);
  });
});
