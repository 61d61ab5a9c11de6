import type { BatchDeleteResponse } from '@plume/contracts/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { libraryKeys } from './get-library';

export const deleteContents = (contentIds: string[]) =>
  apiRequest<BatchDeleteResponse>('/content/batch', { method: 'DELETE', body: { content_ids: contentIds } });

export function useDeleteContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
