import type { RegisterRequest, RegisterResponse } from '@plume/contracts/auth';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', {
    method: 'POST',
    body,
    withAuth: false,
    skipRefresh: true,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}
