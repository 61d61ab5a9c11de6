import type { RevenueAnalytics } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getRevenue = (signal?: AbortSignal) =>
  apiRequest<RevenueAnalytics>('/admin/analytics/revenue?period=month', { signal });

export const revenueQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.revenue, queryFn: ({ signal }) => getRevenue(signal) });

export const useRevenue = () => useQuery(revenueQueryOptions());
