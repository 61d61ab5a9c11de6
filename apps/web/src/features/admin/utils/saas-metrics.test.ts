import { describe, expect, it } from 'vitest';
import { saasMetrics } from './saas-metrics';

const stats = {
  total_users: 3,
  new_users_this_month: 0,
  active_subscriptions: 2,
  trial_users: 1,
  mrr: 74,
  churn_rate: 12.5,
  posts_generated_today: 0,
  posts_generated_this_month: 0,
};

describe('saasMetrics', () => {
  it('computes conversion, average revenue and active users', () => {
    expect(saasMetrics(stats)).toEqual({
      conversionRate: 66.7,
      churnRate: 12.5,
      averageRevenue: 37,
      activeUsers: 2,
    });
  });

  it('answers 0 rather than dividing by zero', () => {
    const empty = saasMetrics({ ...stats, total_users: 0, active_subscriptions: 0, mrr: 0 });
    expect(empty.conversionRate).toBe(0);
    expect(empty.averageRevenue).toBe(0);
  });
});
