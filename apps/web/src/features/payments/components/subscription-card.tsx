import type { MySubscription } from '@plume/contracts/payments';
import { CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/errors';
import { frPayments } from '@/locales/fr-payments';
import { useCreatePortalSession } from '@/features/payments/api/create-portal-session';

function describe(mine: MySubscription) {
  const t = frPayments.settings;
  const ends = mine.subscription_ends_at ? formatDate(mine.subscription_ends_at) : null;
  switch (mine.subscription_status) {
    case 'trial': {
      const first = mine.first_payment_at ? formatDate(mine.first_payment_at) : null;
      // A plan chosen during the trial: both dates, as the payment page said before paying.
      if (mine.subscription_plan && ends) {
        return {
          title: t.trialTitle,
          detail: t.trialPlan(mine.plan_name ?? mine.subscription_plan),
          extra: first ? t.trialKept(ends, first) : t.trialEnds(ends),
        };
      }
      return { title: t.trialTitle, detail: t.trialFree, extra: ends && t.trialEnds(ends) };
    }
    case 'active':
      return {
        title: mine.plan_name ?? mine.subscription_plan ?? '',
        detail: ends ? (mine.cancel_at_period_end ? t.cancelScheduled(ends) : t.endsOn(ends)) : null,
        extra: null,
      };
    default:
      return { title: mine.plan_name ?? t.trialTitle, detail: ends && t.endedOn(ends), extra: t.lapsedHint };
  }
}

/** The current subscription (docs/spec/part-2-signed-in-application.md §2.11): a trial keeps the spec's
 * wording, otherwise the real plan. */
export function SubscriptionCard({ mine, onOpenPlans }: { mine: MySubscription; onOpenPlans: () => void }) {
  const t = frPayments.settings;
  const portal = useCreatePortalSession();
  const { title, detail, extra } = describe(mine);
  const isLive = mine.subscription_status === 'trial' || mine.subscription_status === 'active';
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <CreditCard className="size-4" aria-hidden="true" />
          {t.subscriptionTitle}
        </CardDescription>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle className="text-xl">{title}</CardTitle>
          <Badge
            variant={isLive ? 'default' : 'outline'}
            className={isLive ? 'bg-green-700 text-white' : 'border-red-300 text-red-700'}
          >
            {t.status[mine.subscription_status]}
          </Badge>
        </div>
        {detail ? <p className="text-sm">{detail}</p> : null}
        {extra ? <p className="text-sm text-muted-foreground">{extra}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {portal.error ? (
          <Alert variant="destructive" role="alert">
            {getErrorMessage(portal.error, t.portalError)}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onOpenPlans}>{t.viewPlans}</Button>
          {mine.can_manage_billing && !mine.cancel_at_period_end ? (
            <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
              {portal.isPending ? <Spinner /> : null}
              {portal.isPending ? t.opening : t.manage}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
