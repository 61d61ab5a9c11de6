import type { LegalInfo } from '@plume/contracts/app-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Typed by the contract but not parsed with its zod schema: zod would double the login route's bundle.
export function getLegalInfo(signal?: AbortSignal): Promise<LegalInfo> {
  return apiRequest<LegalInfo>('/legal', { withAuth: false, skipRefresh: true, signal });
}

export const legalInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['legal'],
    queryFn: ({ signal }) => getLegalInfo(signal),
    staleTime: Infinity,
  });

export function useLegalInfo() {
  return useQuery(legalInfoQueryOptions());
}
