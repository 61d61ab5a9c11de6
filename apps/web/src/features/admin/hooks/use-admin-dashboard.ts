import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/errors';
import { frAdmin } from '@/locales/fr-admin';
import { adminKeys } from '../api/admin-keys';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminPayments } from '../api/get-payments';
import { useAdminPlans } from '../api/get-plans';
import { usePromoCodes } from '../api/get-promo-codes';
import { useReferrals } from '../api/get-referrals';
import { useRevenue } from '../api/get-revenue';
import { useAdminUsers } from '../api/get-users';

/**
 * The seven reads the dashboard issues together when it opens (docs/spec/part-1-access-payment-admin-legal.md
 * §7). The users list here is the unfiltered one; the Users tab asks for its own filtered list.
 */
export function useAdminDashboard() {
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const users = useAdminUsers({ search: '', status: 'all' });
  const plans = useAdminPlans();
  const promoCodes = usePromoCodes();
  const payments = useAdminPayments();
  const referrals = useReferrals();
  const revenue = useRevenue();
  const all = [stats, users, plans, promoCodes, payments, referrals, revenue];
  const error = all.find((query) => query.isError)?.error;

  return {
    isLoading: all.some((query) => query.isPending),
    errorMessage: error
      ? isApiError(error) && error.status === 403
        ? frAdmin.admin.forbidden
        : frAdmin.admin.loadError
      : undefined,
    isFetching: all.some((query) => query.isFetching),
    data: {
      stats: stats.data,
      plans: plans.data ?? [],
      promoCodes: promoCodes.data ?? [],
      payments: payments.data ?? [],
      revenue: revenue.data,
    },
    refresh: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  };
}
