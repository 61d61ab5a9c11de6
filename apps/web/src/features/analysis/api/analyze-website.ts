import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isNetworkError, NetworkError } from '@/lib/errors';
import {
  getWebsiteAnalysis,
  websiteAnalysisQueryOptions,
} from '@/features/analysis/api/get-website-analysis';

/** docs/spec/part-2-signed-in-application.md §9: 95 s for the call (the server stops at 90 s). */
export const ANALYSIS_TIMEOUT_MS = 95_000;
/** Then one re-read of the kept result, with 30 s. */
export const ANALYSIS_REREAD_TIMEOUT_MS = 30_000;

const isComplete = (value: unknown): value is WebsiteAnalysis =>
  typeof value === 'object' && value !== null && 'analysis_summary' in value && 'pages_analyzed' in value;

/**
 * The analysis runs on the server whether or not the browser waits: on a timeout or an empty reply, the result
 * kept by the server is read once before giving up.
 */
export async function analyzeWebsite(websiteUrl: string): Promise<WebsiteAnalysis> {
  try {
    const result = await apiRequest<unknown>('/website/analyze', {
      method: 'POST',
      body: { website_url: websiteUrl },
      timeoutMs: ANALYSIS_TIMEOUT_MS,
    });
    if (isComplete(result)) return result;
  } catch (error) {
    if (!(isNetworkError(error) && error.isTimeout)) throw error;
  }
  const kept = await getWebsiteAnalysis(undefined, ANALYSIS_REREAD_TIMEOUT_MS);
  if (isComplete(kept) && kept.website_url === websiteUrl) return kept;
  throw new NetworkError(true);
}

export function useAnalyzeWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeWebsite,
    onSuccess: (analysis) => queryClient.setQueryData(websiteAnalysisQueryOptions().queryKey, analysis),
  });
}
