import type { GenerationStatus } from '@plume/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postKeys } from './post-keys';

const POLL_INTERVAL_MS = 1_500;

export const getGenerationStatus = (monthKey: string, signal?: AbortSignal) =>
  apiRequest<GenerationStatus>(`/posts/generation-status?${new URLSearchParams({ month_key: monthKey })}`, {
    signal,
  });

/** Polled only while a generation request is in flight, to show its progress. */
export const generationStatusQueryOptions = (monthKey: string, isRunning: boolean) =>
  queryOptions({
    queryKey: [...postKeys.all, 'generation-status', monthKey],
    queryFn: ({ signal }) => getGenerationStatus(monthKey, signal),
    enabled: isRunning,
    refetchInterval: isRunning ? POLL_INTERVAL_MS : false,
    retry: false,
  });

export const useGenerationStatus = (monthKey: string, isRunning: boolean) =>
  useQuery(generationStatusQueryOptions(monthKey, isRunning));
