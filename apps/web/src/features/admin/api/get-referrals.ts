import type { AdminReferral } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Loaded with the dashboard like the spec does; not displayed
 * (docs/spec/part-1-access-payment-admin-legal.md §3). */
export const getReferrals = (signal?: AbortSignal) =>
  apiRequest<AdminReferral[]>('/admin/referrals', { signal });

export const referralsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.referrals, queryFn: ({ signal }) => getReferrals(signal) });

export const useReferrals = () => useQuery(referralsQueryOptions());
