import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@plume/contracts/account-recovery';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiRequest<ForgotPasswordResponse>('/auth/forgot-password', {
    method: 'POST',
    body,
    withAuth: false,
    skipRefresh: true,
    timeoutMs: AUTH_TIMEOUT_MS,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
