import type { PackagesResponse } from '@plume/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getPackages = (signal?: AbortSignal) =>
  apiRequest<PackagesResponse>('/payments/packages', { signal });

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'packages'],
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: 10 * 60_000,
  });

export const usePackages = () => useQuery(packagesQueryOptions());
