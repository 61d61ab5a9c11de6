import type { StockSearchResponse } from '@plume/contracts/stock-images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** docs/spec/part-2-signed-in-application.md §9: 50 results per page in the attach dialog (20 in the
 * library). */
export const ATTACH_SEARCH_PAGE_SIZE = 50;

export function searchStockForPost(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    query,
    page: '1',
    per_page: String(ATTACH_SEARCH_PAGE_SIZE),
    image_type: 'photo',
    safesearch: 'true',
  });
  return apiRequest<StockSearchResponse>(`/pixabay/search?${params}`, { signal });
}

export const stockForPostQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['stock-images', 'post-attach', query],
    queryFn: ({ signal }) => searchStockForPost(query, signal),
    enabled: query !== '',
    staleTime: 10 * 60 * 1000,
  });

export const useStockForPost = (query: string) => useQuery(stockForPostQueryOptions(query));
