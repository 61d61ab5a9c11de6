import type { LoginRequest, User } from '@plume/contracts/auth';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';

export interface AuthSession {
  accessToken: string;
  refreshToken: string | null;
  /** Absent when the response does not carry a complete user; the app then asks GET /api/auth/me. */
  user: User | undefined;
}

export function login(credentials: LoginRequest): Promise<unknown> {
  return apiRequest<unknown>('/auth/login-robust', {
    method: 'POST',
    body: credentials,
    withAuth: false,
    skipRefresh: true,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}

/** Reads the tokens (`access_token`, or `token` as the spec allows) and the user from a login response. */
export function toAuthSession(data: unknown, missingTokenMessage: string): AuthSession {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const accessToken = record.access_token ?? record.token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new Error(missingTokenMessage);
  const refreshToken = typeof record.refresh_token === 'string' ? record.refresh_token : null;
  const hasUser = typeof record.user_id === 'string' && typeof record.is_admin === 'boolean';
  return { accessToken, refreshToken, user: hasUser ? (record as unknown as User) : undefined };
}
