import type { StockCategoriesResponse } from '@plume/contracts/stock-images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const stockCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['stock-images', 'categories'],
    queryFn: ({ signal }) => apiRequest<StockCategoriesResponse>('/pixabay/categories', { signal }),
    staleTime: Infinity,
  });

export const useStockCategories = () => useQuery(stockCategoriesQueryOptions());
