import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FullScreenStatus } from '@/components/full-screen-status';
import { LoadingBlock, RetryAlert } from '@/components/query-states';
import { formatDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPayments } from '@/locales/fr-payments';
import { useCreateCheckoutSession } from '@/features/payments/api/create-checkout-session';
import { useMySubscription } from '@/features/payments/api/get-my-subscription';
import { usePackages } from '@/features/payments/api/get-packages';
import { PlanCard } from '@/features/payments/components/plan-card';
import { WhyChoose } from '@/features/payments/components/why-choose';
import { usePaymentVerification } from '@/features/payments/hooks/use-payment-verification';

const POPULAR_PLAN = 'rocket';

/** The plan and payment page (docs/spec/part-1-access-payment-admin-legal.md §2, §4 and §8). */
export function PaymentPage({ onBack }: { onBack: () => void }) {
  const t = frPayments.payments;
  const verification = usePaymentVerification();
  const packages = usePackages();
  const subscription = useMySubscription();
  const checkout = useCreateCheckoutSession();
  const form = useForm({ defaultValues: { promoCode: '' } });
  const chosen = checkout.variables?.packageId;

  if (verification.phase === 'checking') return <FullScreenStatus message={t.verifying} />;

  const mine = subscription.data;
  const isActive = mine?.subscription_status === 'active';
  // A plan chosen during the trial is the current one too, though its first payment is still to come.
  const hasPlan = isActive || (mine?.subscription_status === 'trial' && mine.can_manage_billing);
  const choose = (packageId: string) =>
    checkout.mutate({ packageId, promoCode: form.getValues('promoCode').trim().toUpperCase() || undefined });

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div>
        <Button variant="ghost" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>
        <h1 className="mt-2 text-center text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 text-center text-muted-foreground">{t.subtitle}</p>
      </div>

      {verification.phase === 'cancelled' ? <Alert role="status">{t.cancelled}</Alert> : null}
      {verification.phase === 'error' ? (
        <Alert variant="destructive" role="alert">
          {verification.message}
        </Alert>
      ) : null}
      {checkout.error ? (
        <Alert variant="destructive" role="alert">
          {getErrorMessage(checkout.error, t.checkoutError)}
        </Alert>
      ) : null}

      {isActive && mine ? (
        <Alert
          role="status"
          className="border-green-200 bg-green-50 text-green-900"
          data-testid="active-banner"
        >
          <CircleCheck aria-hidden="true" />
          <div>
            <p className="font-semibold">{t.activeBanner(mine.plan_name ?? mine.subscription_plan ?? '')}</p>
            {mine.subscription_ends_at ? <p>{t.activeUntil(formatDate(mine.subscription_ends_at))}</p> : null}
          </div>
        </Alert>
      ) : null}

      {mine?.subscription_status === 'trial' && mine.first_payment_at ? (
        <Alert role="status" className="border-green-200 bg-green-50 text-green-900" data-testid="trial-kept">
          <CircleCheck aria-hidden="true" />
          <p>{t.trialKept(formatDate(mine.first_payment_at))}</p>
        </Alert>
      ) : null}

      {packages.isPending ? (
        <LoadingBlock label={fr.common.loading} />
      ) : packages.isError ? (
        <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void packages.refetch()} />
      ) : (
        <>
          <div className="mx-auto w-full max-w-xs">
            <FormField label={t.promoLabel} hint={t.promoHint}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('promoCode')}
                  autoComplete="off"
                  className="uppercase"
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-8 pt-3 md:grid-cols-3 md:gap-5">
            {Object.values(packages.data.packages).map((plan) => (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                isPopular={plan.plan_id === POPULAR_PLAN}
                isCurrent={hasPlan && mine?.subscription_plan === plan.plan_id}
                isRedirecting={checkout.isPending && chosen === plan.plan_id}
                isDisabled={checkout.isPending}
                onChoose={() => choose(plan.plan_id)}
              />
            ))}
          </div>
        </>
      )}
      <WhyChoose />
    </div>
  );
}
