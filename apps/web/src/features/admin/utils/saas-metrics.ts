import type { AdminStats } from '@plume/contracts/admin';

/** The SaaS metrics of docs/spec/part-1-access-payment-admin-legal.md §2 (Analytics tab). */
export function saasMetrics(stats: AdminStats) {
  const active = stats.active_subscriptions;
  return {
    /** Active subscriptions over total users, in percent to one decimal. */
    conversionRate: stats.total_users > 0 ? Math.round((active / stats.total_users) * 1000) / 10 : 0,
    churnRate: stats.churn_rate,
    /** MRR per active subscription; 0 when there are none. */
    averageRevenue: active > 0 ? stats.mrr / active : 0,
    activeUsers: active,
  };
}
