import { BarChart3, CreditCard, LayoutDashboard, Package, Tag, Users } from 'lucide-react';
import { LoadingBlock, RetryAlert } from '@/components/query-states';
import { ScrollingTabsList, Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { frAdmin } from '@/locales/fr-admin';
import { useAdminDashboard } from '../hooks/use-admin-dashboard';
import { AnalyticsTab } from './analytics-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { PlansTab } from './plans-tab';
import { PromoForm } from './promo-form';
import { PromoList } from './promo-list';
import { UsersTab } from './users-tab';

const t = frAdmin.admin;
const tabs = [
  { value: 'overview', label: t.tabs.overview, icon: LayoutDashboard },
  { value: 'users', label: t.tabs.users, icon: Users },
  { value: 'subscriptions', label: t.tabs.subscriptions, icon: Package },
  { value: 'promo', label: t.tabs.promo, icon: Tag },
  { value: 'payments', label: t.tabs.payments, icon: CreditCard },
  { value: 'analytics', label: t.tabs.analytics, icon: BarChart3 },
];

/** The six tabs of docs/spec/part-1-access-payment-admin-legal.md §2, once the seven reads have arrived. */
export function AdminDashboard() {
  const dashboard = useAdminDashboard();
  const { stats, revenue } = dashboard.data;

  if (dashboard.errorMessage) {
    return (
      <RetryAlert
        message={dashboard.errorMessage}
        retryLabel={t.retry}
        onRetry={() => void dashboard.refresh()}
      />
    );
  }
  if (dashboard.isLoading || !stats || !revenue) {
    return (
      <div className="grid justify-items-center gap-2">
        <LoadingBlock label={t.loading} />
        <p className="text-sm text-muted-foreground">{t.loading}</p>
      </div>
    );
  }

  return (
    // One column no wider than the screen: a wide table scrolls inside its own box, never the page.
    <Tabs defaultValue="overview" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ScrollingTabsList>
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="flex-none sm:flex-1">
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </ScrollingTabsList>
      <TabsContent value="overview">
        <OverviewTab
          stats={stats}
          payments={dashboard.data.payments}
          onRefresh={() => void dashboard.refresh()}
          isRefreshing={dashboard.isFetching}
        />
      </TabsContent>
      <TabsContent value="users">
        <UsersTab />
      </TabsContent>
      <TabsContent value="subscriptions">
        <PlansTab plans={dashboard.data.plans} />
      </TabsContent>
      <TabsContent value="promo">
        <div className="grid gap-4 lg:grid-cols-2">
          <PromoForm />
          <PromoList promoCodes={dashboard.data.promoCodes} />
        </div>
      </TabsContent>
      <TabsContent value="payments">
        <PaymentsTab payments={dashboard.data.payments} />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab stats={stats} revenue={revenue} />
      </TabsContent>
    </Tabs>
  );
}
