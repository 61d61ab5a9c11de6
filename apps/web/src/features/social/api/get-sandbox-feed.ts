import type { SandboxFeed } from '@plume/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getSandboxFeed(signal?: AbortSignal): Promise<SandboxFeed> {
  return apiRequest<SandboxFeed>('/social/sandbox/feed', { signal });
}

export const sandboxFeedQueryOptions = () =>
  queryOptions({ queryKey: ['social', 'sandbox-feed'], queryFn: ({ signal }) => getSandboxFeed(signal) });

export const useSandboxFeed = (enabled: boolean) => useQuery({ ...sandboxFeedQueryOptions(), enabled });
