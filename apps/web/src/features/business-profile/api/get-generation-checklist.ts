import type { GenerationChecklist } from '@plume/contracts/business-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getGenerationChecklist = (signal?: AbortSignal) =>
  apiRequest<GenerationChecklist>('/business-profile/checklist', { signal });

export const generationChecklistQueryOptions = () =>
  queryOptions({
    queryKey: ['business-profile', 'checklist'],
    queryFn: ({ signal }) => getGenerationChecklist(signal),
  });

export const useGenerationChecklist = () => useQuery(generationChecklistQueryOptions());
