import type { NotesResponse } from '@plume/contracts/notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getNotes = async (signal?: AbortSignal) =>
  (await apiRequest<NotesResponse>('/notes', { signal })).notes;

export const notesQueryOptions = () =>
  queryOptions({ queryKey: ['notes'], queryFn: ({ signal }) => getNotes(signal) });

export const useNotes = () => useQuery(notesQueryOptions());
