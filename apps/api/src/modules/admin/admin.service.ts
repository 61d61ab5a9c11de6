import type {
  AdminPlanUpdate,
  AdminSubscriptionUpdate,
  PromoCodeCreate,
  RevenueAnalytics,
} from '@plume/contracts/admin';
import { DEFAULT_TIME_ZONE, toLocalDateTime } from '@plume/contracts/zoned-time';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountErasure } from '../account/account-erasure';
import type { UserCache } from '../auth/user-cache';
import type { PaymentsStore } from '../payments/payments.store';
import { cents, euros, toAdminPayment, toAdminPlan, toAdminUser, toPromoCode } from './admin-mappers';
import { fillMonthDays, toAdminStats } from './admin-metrics';
import type { AdminStatsRepository } from './admin-stats.repository';
import type { AdminRepository, UserListOptions } from './admin.repository';
import { subscriptionChange } from './subscription-actions';

export interface AdminServiceDeps {
  admin: AdminRepository;
  stats: AdminStatsRepository;
  payments: PaymentsStore;
  /** Subscription cancellation, rows and files: the same path as the owner's own account deletion. */
  erasure: AccountErasure;
  userCache: UserCache;
  clock: Clock;
}

const PAYMENTS_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot exist answers 404 like any unknown one, instead of a database type error. */
function requireUuid(id: string) {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
}

/** The administrators' reads and changes; every change is written to the audit log. */
export function createAdminService(deps: AdminServiceDeps) {
  const { admin, stats, payments, erasure, userCache, clock } = deps;
  async function actor(adminId: string) {
    const user = await userCache.get(adminId);
    return { adminId, adminEmail: user?.email ?? '', timeZone: user?.timezone ?? DEFAULT_TIME_ZONE };
  }

  async function audit(
    adminId: string,
    action: string,
    target: { type: string; id: string },
    before: unknown,
    after: unknown,
  ) {
    const { adminEmail } = await actor(adminId);
    await admin.audit({
      adminId,
      adminEmail,
      action,
      targetType: target.type,
      targetId: target.id,
      before: before ?? null,
      after: after ?? null,
      createdAt: clock.now(),
    });
  }

  return {
    async stats(adminId: string) {
      const { timeZone } = await actor(adminId);
      return toAdminStats(await stats.stats(clock.now(), timeZone));
    },

    async listUsers(options: UserListOptions) {
      return (await admin.listUsers(options)).map(toAdminUser);
    },

    async updateSubscription(adminId: string, userId: string, input: AdminSubscriptionUpdate) {
      requireUuid(userId);
      const before = await admin.findUser(userId);
      if (!before) throw new AppError('NOT_FOUND');
      const change = subscriptionChange(input, clock.now());
      await payments.billing.setSubscription(userId, change);
      userCache.invalidate(userId);
      await audit(adminId, 'user.subscription', { type: 'user', id: userId }, before, change);
      return { success: true as const };
    },

    async deleteUser(adminId: string, userId: string) {
      if (adminId === userId) throw new AppError('ADMIN_CANNOT_DELETE_SELF');
      requireUuid(userId);
      const before = await admin.findUser(userId);
      if (!before) throw new AppError('NOT_FOUND');
      await erasure.erase(userId);
      await audit(adminId, 'user.delete', { type: 'user', id: userId }, before, null);
      return { success: true as const };
    },

    async listPlans() {
      return (await payments.catalogue.listPlans()).map(toAdminPlan);
    },

    async updatePlan(adminId: string, planId: string, input: AdminPlanUpdate) {
      const before = await payments.catalogue.findPlan(planId);
      if (!before) throw new AppError('PLAN_NOT_FOUND');
      const updated = await payments.catalogue.updatePlan(planId, {
        name: input.name,
        priceMonthlyCents: cents(input.price_monthly),
        priceYearlyCents: cents(input.price_yearly),
        features: input.features,
      });
      if (!updated) throw new AppError('PLAN_NOT_FOUND');
      await audit(
        adminId,
        'plan.update',
        { type: 'plan', id: planId },
        toAdminPlan(before),
        toAdminPlan(updated),
      );
      return toAdminPlan(updated);
    },

    async listPromoCodes() {
      return (await payments.catalogue.listPromoCodes()).map(toPromoCode);
    },

    async createPromoCode(adminId: string, input: PromoCodeCreate) {
      const created = await payments.catalogue.createPromoCode({
        code: input.code.toUpperCase(),
        discountType: input.discount_type,
        discountValue: input.discount_type === 'fixed' ? cents(input.discount_value) : input.discount_value,
        maxUses: input.max_uses ?? null,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        createdAt: clock.now(),
      });
      if (!created) throw new AppError('PROMO_CODE_TAKEN');
      const promo = toPromoCode(created);
      await audit(adminId, 'promo.create', { type: 'promo_code', id: created.id }, null, promo);
      return promo;
    },

    async setPromoCodeActive(adminId: string, id: string, active: boolean) {
      requireUuid(id);
      const before = (await payments.catalogue.listPromoCodes()).find((promo) => promo.id === id);
      if (!before) throw new AppError('NOT_FOUND');
      const updated = await payments.catalogue.setPromoCodeActive(id, active);
      if (!updated) throw new AppError('NOT_FOUND');
      await audit(adminId, 'promo.active', { type: 'promo_code', id }, { active: before.active }, { active });
      return toPromoCode(updated);
    },

    async listPayments() {
      return (await payments.billing.listPayments(PAYMENTS_LIMIT)).map(toAdminPayment);
    },

    async listReferrals() {
      return (await payments.referrals.list()).map((row) => ({
        id: row.id,
        referrer_id: row.referrerId,
        referrer_email: row.referrerEmail,
        referred_id: row.referredId,
        referred_email: row.referredEmail,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        rewarded_at: row.rewardedAt?.toISOString() ?? null,
      }));
    },

    async revenue(adminId: string): Promise<RevenueAnalytics> {
      const { timeZone } = await actor(adminId);
      const now = clock.now();
      const today = toLocalDateTime(now, timeZone).date;
      const days = await admin.revenueByDay(now, timeZone);
      const totalCents = days.reduce((sum, day) => sum + Number(day.cents), 0);
      return {
        total_revenue: euros(totalCents),
        total_transactions: days.reduce((sum, day) => sum + Number(day.count), 0),
        daily: fillMonthDays(
          today,
          days.map((day) => ({ ...day, cents: Number(day.cents), count: Number(day.count) })),
        ),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
