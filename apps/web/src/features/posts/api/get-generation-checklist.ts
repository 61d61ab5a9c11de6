import type { GenerationChecklist } from '@plume/contracts/business-profile';
import type { YearMonth } from '@plume/contracts/months';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The advisory checklist of docs/spec/part-2-signed-in-application.md §4.7 for the month about to be
 * generated. */
export const getGenerationChecklist = ({ year, month }: YearMonth, signal?: AbortSignal) =>
  apiRequest<GenerationChecklist>(`/business-profile/checklist?month=${month}&year=${year}`, { signal });

export const generationChecklistQueryOptions = (target: YearMonth) =>
  queryOptions({
    // Under the profile's checklist key, so a profile change refreshes this one too.
    queryKey: ['business-profile', 'checklist', target],
    queryFn: ({ signal }) => getGenerationChecklist(target, signal),
  });

export const useGenerationChecklist = (target: YearMonth) =>
  useQuery(generationChecklistQueryOptions(target));
