import type { ListContentResponse } from '@plume/contracts/library';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The library items can hold up to 100 per page; the attach dialog shows one month at a time. */
const MONTH_MEDIA_LIMIT = 100;

export const getMonthMedia = (month: string, signal?: AbortSignal) =>
  apiRequest<ListContentResponse>(
    `/content/pending-temp?${new URLSearchParams({ month, limit: String(MONTH_MEDIA_LIMIT), offset: '0' })}`,
    { signal },
  );

export const monthMediaQueryOptions = (month: string) =>
  queryOptions({
    // Under the library's key, so an upload or a move in the library refreshes this list too.
    queryKey: ['library', 'post-attach', month],
    queryFn: ({ signal }) => getMonthMedia(month, signal),
  });

export const useMonthMedia = (month: string) => useQuery(monthMediaQueryOptions(month));
