import type { SuccessResponse } from '@plume/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';

/** Revokes the refresh token on the server, then forgets both tokens. The local session ends even when the
 * server cannot be reached: the user asked to leave. */
export async function logout(): Promise<void> {
  const refreshToken = tokenStorage.getRefreshToken();
  try {
    await apiRequest<SuccessResponse>('/auth/logout', {
      method: 'POST',
      body: refreshToken ? { refresh_token: refreshToken } : {},
      withAuth: false,
      skipRefresh: true,
      timeoutMs: AUTH_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway', error);
  } finally {
    tokenStorage.clear();
  }
}

export function useLogout(onLoggedOut: () => void) {
  return useMutation({ mutationFn: logout, onSettled: onLoggedOut });
}
