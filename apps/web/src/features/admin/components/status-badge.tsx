import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { frAdmin } from '@/locales/fr-admin';

const tone: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  trial: 'bg-blue-100 text-blue-800',
  expired: 'bg-red-100 text-red-800',
  cancelled: 'bg-muted text-muted-foreground',
};

/** Subscription status of a user. */
export function SubscriptionBadge({ status }: { status: string }) {
  return (
    <Badge className={cn(tone[status] ?? tone.cancelled)}>{frAdmin.admin.status[status] ?? status}</Badge>
  );
}

/** A payment: succeeded is positive, anything else destructive
 * (docs/spec/part-1-access-payment-admin-legal.md §4). */
export function PaymentBadge({ status }: { status: string }) {
  const ok = status === 'succeeded';
  return (
    <Badge className={ok ? tone.active : tone.expired}>
      {ok ? frAdmin.admin.payments.succeeded : status}
    </Badge>
  );
}
