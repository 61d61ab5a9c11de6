import type { NoteRequest, NoteResponse } from '@plume/contracts/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notesQueryOptions } from '@/features/notes/api/get-notes';

export const createNote = (note: NoteRequest) =>
  apiRequest<NoteResponse>('/notes', { method: 'POST', body: note });

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
