import type { ContentUpdatedResponse } from '@plume/contracts/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { libraryKeys } from './get-library';

export const moveContent = (input: { id: string; targetMonth: string }) =>
  apiRequest<ContentUpdatedResponse>(`/content/${input.id}/move`, {
    method: 'PUT',
    body: { target_month: input.targetMonth },
  });

export function useMoveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
