import type { ResetPasswordRequest, ResetPasswordResponse } from '@plume/contracts/account-recovery';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, AUTH_TIMEOUT_MS } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<ResetPasswordResponse>('/auth/reset-password', {
    method: 'POST',
    body,
    withAuth: false,
    skipRefresh: true,
    timeoutMs: AUTH_TIMEOUT_MS,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
