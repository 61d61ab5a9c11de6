import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface StockCategories {
  categories: string[];
  provider: 'pixabay' | 'demo';
}

export const stockCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['stock-images', 'categories'],
    queryFn: ({ signal }) => apiRequest<StockCategories>('/pixabay/categories', { signal }),
    staleTime: Infinity,
  });

export const useStockCategories = () => useQuery(stockCategoriesQueryOptions());
