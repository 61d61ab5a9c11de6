import type { SocialConnections } from '@plume/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getConnections(signal?: AbortSignal): Promise<SocialConnections> {
  return apiRequest<SocialConnections>('/social/connections', { signal });
}

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: ['social', 'connections'], queryFn: ({ signal }) => getConnections(signal) });

export const useConnections = () => useQuery(connectionsQueryOptions());
