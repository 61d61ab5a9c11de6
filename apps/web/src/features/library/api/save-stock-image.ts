import type { ContentUpdatedResponse } from '@plume/contracts/library';
import { STOCK_SAVE_TIMEOUT_MS, type SaveStockImageRequest } from '@plume/contracts/stock-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { libraryKeys } from './get-library';

export const saveStockImage = (body: SaveStockImageRequest) =>
  apiRequest<ContentUpdatedResponse>('/pixabay/save-image', {
    method: 'POST',
    body,
    timeoutMs: STOCK_SAVE_TIMEOUT_MS,
  });

export function useSaveStockImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStockImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
