import type { SuccessResponse } from '@plume/contracts/auth';
import type { ConnectablePlatform } from '@plume/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { fr } from '@/locales/fr';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';

export function disconnect(platform: ConnectablePlatform): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>(`/social/connections/${platform}`, { method: 'DELETE' });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnect,
    onSuccess: () => toast.success(fr.social.success.disconnected),
    onError: (_error, platform) => toast.error(fr.social.errors.disconnect(fr.social.networks[platform])),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey }),
  });
}
