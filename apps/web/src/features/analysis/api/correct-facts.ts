import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import type { FactValueInput } from '@plume/contracts/website-facts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { websiteAnalysisQueryOptions } from '@/features/analysis/api/get-website-analysis';

/** The owner's word on one fact (ADR 0020); each call answers the analysis as it now reads. */
export type FactChange =
  | { action: 'correct'; factId: string; value: FactValueInput }
  | { action: 'add'; value: FactValueInput }
  | { action: 'remove'; factId: string }
  | { action: 'restore'; factId: string };

const path = (factId: string) => `/website/facts/${encodeURIComponent(factId)}`;

export function changeFact(change: FactChange): Promise<WebsiteAnalysis> {
  switch (change.action) {
    case 'correct':
      return apiRequest<WebsiteAnalysis>(path(change.factId), {
        method: 'PUT',
        body: { value: change.value },
      });
    case 'add':
      return apiRequest<WebsiteAnalysis>('/website/facts', { method: 'POST', body: { value: change.value } });
    case 'remove':
      return apiRequest<WebsiteAnalysis>(path(change.factId), { method: 'DELETE' });
    case 'restore':
      return apiRequest<WebsiteAnalysis>(`${path(change.factId)}/correction`, { method: 'DELETE' });
  }
}

export function useChangeFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFact,
    onSuccess: (analysis) => queryClient.setQueryData(websiteAnalysisQueryOptions().queryKey, analysis),
  });
}
