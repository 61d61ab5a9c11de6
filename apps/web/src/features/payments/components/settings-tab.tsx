import { LoadingBlock, RetryAlert } from '@/components/query-states';
import { requestPlansPage } from '@/lib/plans-navigation';
import { fr } from '@/locales/fr';
import { frPayments } from '@/locales/fr-payments';
import { useMySubscription } from '@/features/payments/api/get-my-subscription';
import { ReferralCard } from '@/features/payments/components/referral-card';
import { SubscriptionCard } from '@/features/payments/components/subscription-card';

/** The Réglages tab: the real subscription, its cancellation, and the referral link. */
export function SettingsTab() {
  const subscription = useMySubscription();
  if (subscription.isPending) return <LoadingBlock label={fr.common.loading} />;
  if (subscription.isError) {
    return (
      <RetryAlert
        message={frPayments.settings.loadError}
        retryLabel={frPayments.payments.retry}
        onRetry={() => void subscription.refetch()}
      />
    );
  }
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{fr.dashboard.tabs.reglages.label}</h2>
        <p className="text-muted-foreground">{fr.dashboard.tabs.reglages.text}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard mine={subscription.data} onOpenPlans={requestPlansPage} />
        <ReferralCard referral={subscription.data.referral} />
      </div>
    </section>
  );
}
