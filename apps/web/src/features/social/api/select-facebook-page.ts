import type { SelectFacebookPageResponse } from '@plume/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';

export function selectFacebookPage(pageId: string): Promise<SelectFacebookPageResponse> {
  return apiRequest<SelectFacebookPageResponse>('/social/facebook/page', {
    method: 'PUT',
    body: { page_id: pageId },
  });
}

export function useSelectFacebookPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectFacebookPage,
    onSuccess: (result) => toast.success(fr.social.pageSwitched(result.page_name)),
    onError: (error) => toast.error(getErrorMessage(error, fr.social.pageSwitchError)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey }),
  });
}
