import type { ListContentResponse } from '@plume/contracts/library';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface LibraryQuery {
  limit: number;
  offset?: number;
  month?: string | undefined;
}

export const libraryKeys = { all: ['library'] as const };

export function getLibrary(query: LibraryQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset ?? 0) });
  if (query.month) params.set('month', query.month);
  return apiRequest<ListContentResponse>(`/content/pending-temp?${params}`, { signal });
}

export const libraryQueryOptions = (query: LibraryQuery) =>
  queryOptions({
    queryKey: [...libraryKeys.all, query],
    queryFn: ({ signal }) => getLibrary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLibrary(query: LibraryQuery) {
  return useQuery(libraryQueryOptions(query));
}
