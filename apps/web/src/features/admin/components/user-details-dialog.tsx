import type { AdminSubscriptionUpdate, AdminUser } from '@plume/contracts/admin';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { frAdmin } from '@/locales/fr-admin';
import { useUpdateSubscription } from '../api/update-subscription';
import { SubscriptionBadge } from './status-badge';

const t = frAdmin.admin.users;

/** The three actions of docs/spec/part-1-access-payment-admin-legal.md §4; the server sets the 30-day end
 * date itself. */
const actions: { label: string; body: AdminSubscriptionUpdate }[] = [
  { label: t.activatePro, body: { subscription_status: 'active', subscription_plan: 'pro' } },
  {
    label: t.resetTrial,
    body: { subscription_status: 'trial', subscription_plan: null, subscription_ends_at: null },
  },
  {
    label: t.expire,
    body: { subscription_status: 'expired', subscription_plan: null, subscription_ends_at: null },
  },
];

export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const update = useUpdateSubscription();

  const run = (body: AdminSubscriptionUpdate) => {
    if (!user) return;
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          toast.success(t.updated);
          onClose();
        },
        onError: () => toast.error(t.updateError),
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t.detailsTitle}</DialogTitle>
        <DialogDescription className="sr-only">{user?.email}</DialogDescription>
        {user && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t.fullName}</dt>
            <dd className="font-semibold">{`${user.first_name} ${user.last_name}`.trim()}</dd>
            <dt className="text-muted-foreground">{t.email}</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-muted-foreground">{t.business}</dt>
            <dd>{user.business_name ?? t.undefinedBusiness}</dd>
            <dt className="text-muted-foreground">{t.posts}</dt>
            <dd>{user.total_posts_generated}</dd>
            <dt className="text-muted-foreground">{frAdmin.admin.users.columns[2]}</dt>
            <dd>
              <SubscriptionBadge status={user.subscription_status} />
            </dd>
          </dl>
        )}
        <div className="flex flex-wrap gap-2">
          {actions.map((action, index) => (
            <Button
              key={action.label}
              variant={index === 0 ? 'default' : 'outline'}
              disabled={update.isPending}
              onClick={() => run(action.body)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
