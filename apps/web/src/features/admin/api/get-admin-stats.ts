import type { AdminStats } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getAdminStats = (signal?: AbortSignal) => apiRequest<AdminStats>('/admin/stats', { signal });

export const statsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getAdminStats(signal) });

export const useAdminStats = () => useQuery(statsQueryOptions());
