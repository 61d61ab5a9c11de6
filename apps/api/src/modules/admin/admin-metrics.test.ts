import { describe, expect, it } from 'vitest';
import { churnRate, fillMonthDays } from './admin-metrics';
import { ADMIN_ACTIVATION_MS, subscriptionChange } from './subscription-actions';

describe('churnRate', () => {
  it('is a percentage to one decimal, 0 without subscribers at the start', () => {
    expect(churnRate(1, 3)).toBe(33.3);
    expect(churnRate(2, 3)).toBe(66.7);
    expect(churnRate(0, 0)).toBe(0);
    expect(churnRate(3, 0)).toBe(0);
  });
});

describe('fillMonthDays', () => {
  it('gives every day up to today, zero when nothing was paid', () => {
    const days = fillMonthDays('2026-02-03', [{ date: '2026-02-02', cents: 1990, count: 2 }]);
    expect(days).toEqual([
      { date: '2026-02-01', revenue: 0, transactions: 0 },
      { date: '2026-02-02', revenue: 19.9, transactions: 2 },
      { date: '2026-02-03', revenue: 0, transactions: 0 },
    ]);
  });
});

describe('subscriptionChange', () => {
  const now = new Date('2026-11-15T10:00:00Z');

  it('activates pro for exactly 2,592,000,000 ms', () => {
    expect(ADMIN_ACTIVATION_MS).toBe(2_592_000_000);
    expect(subscriptionChange({ subscription_status: 'active' }, now)).toEqual({
      status: 'active',
      plan: 'pro',
      endsAt: new Date('2026-12-15T10:00:00Z'),
    });
  });

  it('clears plan and end date for trial and expired, whatever the client sent', () => {
    const sent = { subscription_plan: 'pro' as const, subscription_ends_at: '2030-01-01T00:00:00Z' };
    expect(subscriptionChange({ subscription_status: 'trial', ...sent }, now)).toEqual({
      status: 'trial',
      plan: null,
      endsAt: null,
    });
    expect(subscriptionChange({ subscription_status: 'expired', ...sent }, now).plan).toBeNull();
  });
});
