import type { AdminStats } from '@plume/contracts/admin';
import type { StatsRow } from './admin-stats.repository';
import { euros } from './admin-mappers';

/** Churn in percent to one decimal: subscriptions lost this month over those active at its start. */
export function churnRate(lost: number, activeAtStart: number): number {
  if (activeAtStart <= 0) return 0;
  return Math.round((lost / activeAtStart) * 1000) / 10;
}

export function toAdminStats(row: StatsRow): AdminStats {
  return {
    total_users: row.total_users,
    new_users_this_month: row.new_users_this_month,
    active_subscriptions: row.active_subscriptions,
    trial_users: row.trial_users,
    mrr: euros(row.mrr_cents),
    churn_rate: churnRate(row.lost_this_month, row.active_at_month_start),
    posts_generated_today: row.posts_today,
    posts_generated_this_month: row.posts_this_month,
  };
}

/** Every day of the month up to today, zero-filled, so the chart has no gaps. */
export function fillMonthDays(
  today: string,
  days: { date: string; cents: number; count: number }[],
): { date: string; revenue: number; transactions: number }[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const [year, month, lastDay] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: lastDay }, (_, index) => {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`;
    const found = byDate.get(date);
    return { date, revenue: euros(found?.cents ?? 0), transactions: found?.count ?? 0 };
  });
}
