import type { PostPlatform, PostsResponse } from '@plume/contracts/posts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postKeys } from './post-keys';

export interface CalendarQuery {
  /** Local dates YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  platform?: PostPlatform | 'all';
}

export function getCalendarPosts(query: CalendarQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ start_date: query.startDate, end_date: query.endDate });
  if (query.platform && query.platform !== 'all') params.set('platform', query.platform);
  return apiRequest<PostsResponse>(`/calendar/posts?${params}`, { signal });
}

export const calendarPostsQueryOptions = (query: CalendarQuery) =>
  queryOptions({
    queryKey: [...postKeys.calendar, query],
    queryFn: ({ signal }) => getCalendarPosts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCalendarPosts(query: CalendarQuery) {
  return useQuery(calendarPostsQueryOptions(query));
}
