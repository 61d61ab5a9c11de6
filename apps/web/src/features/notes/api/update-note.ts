import type { NoteRequest, NoteResponse } from '@plume/contracts/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notesQueryOptions } from '@/features/notes/api/get-notes';

export const updateNote = ({ id, note }: { id: string; note: NoteRequest }) =>
  apiRequest<NoteResponse>(`/notes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: note,
  });

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
