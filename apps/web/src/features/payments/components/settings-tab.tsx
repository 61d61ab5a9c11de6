import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/spinner';
import { fr } from '@/locales/fr';
import { useMySubscription } from '@/features/payments/api/get-my-subscription';
import { ReferralCard } from '@/features/payments/components/referral-card';
import { SubscriptionCard } from '@/features/payments/components/subscription-card';

/** The Réglages tab: the real subscription, its cancellation, and the referral link. */
export function SettingsTab({ onOpenPlans }: { onOpenPlans: () => void }) {
  const subscription = useMySubscription();
  if (subscription.isPending) {
    return (
      <div className="flex justify-center py-12" role="status" aria-label={fr.common.loading}>
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <Alert variant="destructive" role="alert" className="items-center justify-between">
        {fr.settings.loadError}
        <Button size="sm" variant="outline" onClick={() => void subscription.refetch()}>
          {fr.payments.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">{fr.dashboard.tabs.reglages.label}</h2>
        <p className="text-muted-foreground">{fr.dashboard.tabs.reglages.text}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard mine={subscription.data} onOpenPlans={onOpenPlans} />
        <ReferralCard referral={subscription.data.referral} />
      </div>
    </section>
  );
}
