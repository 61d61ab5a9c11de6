import type { AdminPlan } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getAdminPlans = (signal?: AbortSignal) =>
  apiRequest<AdminPlan[]>('/admin/subscription-plans', { signal });

export const plansQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.plans, queryFn: ({ signal }) => getAdminPlans(signal) });

export const useAdminPlans = () => useQuery(plansQueryOptions());
