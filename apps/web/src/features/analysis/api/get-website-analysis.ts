import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getWebsiteAnalysis = (signal?: AbortSignal, timeoutMs?: number) =>
  apiRequest<WebsiteAnalysis | null>('/website/analysis', { signal, timeoutMs });

export const websiteAnalysisQueryOptions = () =>
  queryOptions({ queryKey: ['website-analysis'], queryFn: ({ signal }) => getWebsiteAnalysis(signal) });

export const useWebsiteAnalysis = () => useQuery(websiteAnalysisQueryOptions());
