import type { User } from '@plume/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';

// Not parsed with the contract's zod schema on purpose: this call runs on every launch, and keeping zod out of
// the first bundle keeps the login route small. The server validates its responses against the same contract.
export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/me', { timeoutMs: AUTH_TIMEOUT_MS, signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });
