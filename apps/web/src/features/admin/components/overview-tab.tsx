import type { AdminPayment, AdminStats } from '@plume/contracts/admin';
import { CreditCard, FileText, RefreshCw, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { PaymentBadge } from './status-badge';

const t = frAdmin.admin.overview;
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function StatCard({
  title,
  value,
  sub,
  icon,
}: {
  title: string;
  value: string;
  sub: string;
  icon: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-6">
        <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          {title}
          {icon}
        </div>
        <p className="text-2xl font-extrabold">{value}</p>
        <p className="text-xs text-muted-foreground">{sub}</p>
      </CardContent>
    </Card>
  );
}

interface OverviewTabProps {
  stats: AdminStats;
  payments: AdminPayment[];
  onRefresh: () => void;
  isRefreshing: boolean;
}

export function OverviewTab({ stats, payments, onRefresh, isRefreshing }: OverviewTabProps) {
  const icon = 'size-4 text-primary';
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title={t.totalUsers}
          value={String(stats.total_users)}
          sub={t.newThisMonth(stats.new_users_this_month)}
          icon={<Users className={icon} />}
        />
        <StatCard
          title={t.activeSubscriptions}
          value={String(stats.active_subscriptions)}
          sub={t.trials(stats.trial_users)}
          icon={<CreditCard className={icon} />}
        />
        <StatCard
          title={t.mrr}
          value={formatEuros(stats.mrr)}
          sub={t.churn(oneDecimal.format(stats.churn_rate))}
          icon={<TrendingUp className={icon} />}
        />
        <StatCard
          title={t.postsToday}
          value={String(stats.posts_generated_today)}
          sub={t.postsMonth(stats.posts_generated_this_month)}
          icon={<FileText className={icon} />}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t.quickActions}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button variant="outline" onClick={onRefresh} disabled={isRefreshing}>
              <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} />
              {t.refresh}
            </Button>
            {/* The long labels wrap on a phone instead of widening the card. */}
            <Button variant="outline" disabled title={t.soon} className="h-auto min-h-9 whitespace-normal">
              {t.newsletter} · {t.soon}
            </Button>
            <Button variant="outline" disabled title={t.soon} className="h-auto min-h-9 whitespace-normal">
              {t.campaign} · {t.soon}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.recentPayments}</CardTitle>
          </CardHeader>
          <CardContent>
            {payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noPayments}</p>
            ) : (
              <ul className="grid gap-3">
                {payments.slice(0, 5).map((payment) => (
                  <li key={payment.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="font-semibold">{formatEuros(payment.amount)}</span>
                    <span className="flex-1 truncate capitalize text-muted-foreground">
                      {payment.subscription_plan}
                    </span>
                    <PaymentBadge status={payment.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
