import type { AdminStats, RevenueAnalytics } from '@plume/contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { saasMetrics } from '../utils/saas-metrics';
import { RevenueChart } from './revenue-chart';

const t = frAdmin.admin.analytics;
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b py-2 text-sm last:border-0">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-bold">{value}</span>
    </div>
  );
}

export function AnalyticsTab({ stats, revenue }: { stats: AdminStats; revenue: RevenueAnalytics }) {
  const metrics = saasMetrics(stats);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t.revenueTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid grid-cols-2 gap-4">
            <div>
              <p className="text-sm text-muted-foreground">{t.totalRevenue}</p>
              <p className="text-2xl font-extrabold">{formatEuros(revenue.total_revenue)}</p>
            </div>
            <div>
              <p className="text-sm text-muted-foreground">{t.transactions}</p>
              <p className="text-2xl font-extrabold">{revenue.total_transactions}</p>
            </div>
          </div>
          <RevenueChart daily={revenue.daily} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.metricsTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <Metric label={t.conversion} value={`${oneDecimal.format(metrics.conversionRate)} %`} />
          <Metric label={t.churn} value={`${oneDecimal.format(metrics.churnRate)} %`} />
          <Metric label={t.arpu} value={formatEuros(Math.round(metrics.averageRevenue * 100) / 100)} />
          <Metric label={t.activeUsers} value={String(metrics.activeUsers)} />
        </CardContent>
      </Card>
    </div>
  );
}
