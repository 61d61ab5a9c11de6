import { describe, expect, it } from 'vitest';
import type { PlanRow, PromoCodeRow } from '../../db/schema/index';
import { discountCents, isPromoCodeUsable, periodEnd, planPriceCents } from './pricing';

const now = new Date('2026-03-10T12:00:00Z');
const promo = (overrides: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  id: 'p',
  code: 'BIENVENUE',
  discountType: 'percentage',
  discountValue: 20,
  maxUses: null,
  usedCount: 0,
  expiresAt: null,
  active: true,
  createdAt: now,
  ...overrides,
});

describe('promo code validity', () => {
  it('accepts an active, unexpired code under its limit', () => {
    expect(isPromoCodeUsable(promo({ maxUses: 3, usedCount: 2 }), now)).toBe(true);
  });
  it('refuses an inactive, expired or used-up code', () => {
    expect(isPromoCodeUsable(promo({ active: false }), now)).toBe(false);
    expect(isPromoCodeUsable(promo({ expiresAt: new Date('2026-03-10T11:59:59Z') }), now)).toBe(false);
    expect(isPromoCodeUsable(promo({ maxUses: 3, usedCount: 3 }), now)).toBe(false);
  });
});

describe('discounts', () => {
  it('takes a rounded percentage of the price', () => {
    expect(discountCents(3900, promo({ discountValue: 15 }))).toBe(585);
  });
  it('takes a fixed amount in cents, never more than the price', () => {
    expect(discountCents(1900, promo({ discountType: 'fixed', discountValue: 500 }))).toBe(500);
    expect(discountCents(1900, promo({ discountType: 'fixed', discountValue: 5000 }))).toBe(1900);
  });
});

describe('periods', () => {
  const plan = { priceMonthlyCents: 3900, priceYearlyCents: 39000 } as PlanRow;
  it('prices the month or the year', () => {
    expect(planPriceCents(plan, 'monthly')).toBe(3900);
    expect(planPriceCents(plan, 'yearly')).toBe(39000);
  });
  it('ends one calendar month or one year later', () => {
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(periodEnd(now, 'yearly').toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });
});
