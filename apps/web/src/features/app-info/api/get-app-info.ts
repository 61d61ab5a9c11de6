import type { AppStatus } from '@plume/contracts/app-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Typed by the contract but not parsed with its zod schema: zod would weigh on every route's bundle.
export function getAppInfo(signal?: AbortSignal): Promise<AppStatus> {
  return apiRequest<AppStatus>('/app-info', { withAuth: false, skipRefresh: true, signal });
}

export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Infinity,
    // The banner is a notice: a failed call shows nothing rather than an error.
    retry: false,
  });

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
