import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import { tokenStorage } from '@/lib/token-storage';

/** The feed's media need the bearer token, which an <img> cannot send: fetched as a blob instead. */
export async function getSandboxMedia(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_PREFIX}/social/sandbox/media/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

export const sandboxMediaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['social', 'sandbox-media', id],
    queryFn: ({ signal }) => getSandboxMedia(id, signal),
    staleTime: Infinity,
  });

export const useSandboxMedia = (id: string) => useQuery(sandboxMediaQueryOptions(id));
