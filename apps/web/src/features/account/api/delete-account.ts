import type { DeleteAccountRequest, DeleteAccountResponse } from '@plume/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { expireSession } from '@/lib/session-events';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest<DeleteAccountResponse>('/account', { method: 'DELETE', body });

/** On success the app ends the session itself (back to onboarding); the caller shows the farewell message. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: deleteAccount, onSuccess: () => expireSession('ended') });
