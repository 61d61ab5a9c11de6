import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DEMO_ID_PATTERN } from '../payments/demo-checkout.service';

export interface StatsRow {
  total_users: number;
  new_users_this_month: number;
  active_subscriptions: number;
  trial_users: number;
  mrr_cents: number;
  lost_this_month: number;
  active_at_month_start: number;
  posts_today: number;
  posts_this_month: number;
}

/**
 * The dashboard's figures in one SQL round trip. Day and month start are computed in the administrator's
 * timezone. Churn has no subscription history to read, so it is derived from the users' current state:
 * lost = paid subscriptions (a plan is kept) that ended this month and are now expired or cancelled;
 * active at the month's start = those lost plus active subscribers who registered before the month began.
 */
export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;

export function createAdminStatsRepository(db: Database) {
  return {
    async stats(now: Date, timeZone: string): Promise<StatsRow> {
      const nowIso = now.toISOString();
      const result = (await db.execute(sql`
        with bounds as (
          select (date_trunc('month', ${nowIso}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}) as month_start,
                 (date_trunc('day', ${nowIso}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}) as day_start,
                 ${nowIso}::timestamptz as now
        ),
        u as (
          select
            count(*)::int as total_users,
            count(*) filter (where u.created_at >= b.month_start)::int as new_users_this_month,
            count(*) filter (where u.subscription_status = 'active')::int as active_subscriptions,
            count(*) filter (where u.subscription_status = 'trial')::int as trial_users,
            count(*) filter (where u.subscription_status in ('expired', 'cancelled')
              and u.subscription_plan is not null
              and u.subscription_ends_at >= b.month_start and u.subscription_ends_at <= b.now)::int as lost_this_month,
            count(*) filter (where u.subscription_status = 'active' and u.created_at < b.month_start)::int as active_before
          from users u cross join bounds b
        ),
        m as (
          select coalesce(sum(case when ba.billing_period = 'yearly' then p.price_yearly_cents / 12.0
                                   else p.price_monthly_cents end), 0)::bigint as mrr_cents
          from users u
          left join billing_accounts ba on ba.user_id = u.id
          join subscription_plans p on p.id = coalesce(ba.plan_id, u.subscription_plan)
          where u.subscription_status = 'active'
            -- Paid through the demonstration checkout: not revenue.
            and (ba.customer_id is null or ba.customer_id not like ${DEMO_ID_PATTERN})
        ),
        g as (
          select
            coalesce(sum(h.posts) filter (where h.hour >= b.day_start), 0)::int as posts_today,
            coalesce(sum(h.posts), 0)::int as posts_this_month
          from hourly_generation_totals h cross join bounds b
          where h.hour >= b.month_start
        )
        select u.total_users, u.new_users_this_month, u.active_subscriptions, u.trial_users,
               m.mrr_cents, u.lost_this_month, (u.active_before + u.lost_this_month) as active_at_month_start,
               g.posts_today, g.posts_this_month
        from u cross join m cross join g
      `)) as unknown as { rows: Record<keyof StatsRow, number | string>[] };
      const row = result.rows[0];
      if (!row) throw new Error('stats query returned no row');
      return Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, Number(value)]),
      ) as unknown as StatsRow;
    },
  };
}
