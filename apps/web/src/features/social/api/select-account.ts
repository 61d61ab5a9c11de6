import type { ConnectablePlatform, SelectAccountResponse } from '@plume/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';

export function selectAccount(platform: ConnectablePlatform, accountId: string) {
  return apiRequest<SelectAccountResponse>(`/social/${platform}/account`, {
    method: 'PUT',
    body: { account_id: accountId },
  });
}

/** Switches the account a network publishes as (the member or one of their organisation pages). */
export function useSelectAccount(platform: ConnectablePlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => selectAccount(platform, accountId),
    onSuccess: (result) => toast.success(fr.social.accountSwitched(result.account_name)),
    onError: (error) => toast.error(getErrorMessage(error, fr.social.accountSwitchError)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey }),
  });
}
