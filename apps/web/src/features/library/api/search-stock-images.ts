import type { StockSearchResponse } from '@plume/contracts/stock-images';
import { LIBRARY_SEARCH_PAGE_SIZE } from '@plume/contracts/stock-images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function searchStockImages(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    query,
    page: '1',
    per_page: String(LIBRARY_SEARCH_PAGE_SIZE),
    image_type: 'photo',
    safesearch: 'true',
  });
  return apiRequest<StockSearchResponse>(`/pixabay/search?${params}`, { signal });
}

export const stockSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['stock-images', 'search', query],
    queryFn: ({ signal }) => searchStockImages(query, signal),
    enabled: query.trim() !== '',
    staleTime: 10 * 60 * 1000,
  });

export const useStockSearch = (query: string) => useQuery(stockSearchQueryOptions(query));
