import type { NoteDeleted } from '@plume/contracts/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notesQueryOptions } from '@/features/notes/api/get-notes';

export const deleteNote = (id: string) =>
  apiRequest<NoteDeleted>(`/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
