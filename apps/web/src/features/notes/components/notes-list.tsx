import type { Note } from '@plume/contracts/notes';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useDeleteNote } from '@/features/notes/api/delete-note';
import { groupNotesByMonth } from '@/features/notes/utils/note-months';

const t = frKnowledge.notes;
const dotColours = { low: 'bg-green-500', normal: 'bg-yellow-400', high: 'bg-red-500' } as const;

interface NotesListProps {
  notes: Note[];
  editingId: string | undefined;
  onEdit: (note: Note) => void;
  onDeleted: (id: string) => void;
}

export function NotesList({ notes, editingId, onEdit, onDeleted }: NotesListProps) {
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const remove = useDeleteNote();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.note_id, {
      onSuccess: () => {
        toast.success(t.deleted);
        onDeleted(toDelete.note_id);
        setToDelete(null);
      },
      onError: (error) => toast.error(t.deleteError(getErrorMessage(error, fr.errors.unexpected))),
    });
  };

  if (notes.length === 0) return <p className="text-muted-foreground">{t.empty}</p>;

  return (
    <div className="grid gap-6">
      {groupNotesByMonth(notes).map((group) => (
        <section key={group.key} aria-label={group.label ?? t.monthlyGroup}>
          <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-muted-foreground">
            {group.label ?? t.monthlyGroup}
          </h3>
          <ul className="grid gap-2">
            {group.notes.map((note) => (
              <li
                key={note.note_id}
                className={`flex items-start gap-3 rounded-lg border bg-card p-3 ${note.note_id === editingId ? 'ring-2 ring-ring/40' : ''}`}
              >
                <span
                  className={`mt-1.5 size-3 shrink-0 rounded-full ${dotColours[note.priority]}`}
                  role="img"
                  aria-label={t.priorityLabel(t.priorities[note.priority])}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold wrap-anywhere">{note.description}</p>
                  <p className="whitespace-pre-line wrap-anywhere text-sm text-muted-foreground">
                    {note.content}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={`${t.edit} ${note.description}`}
                    onClick={() => onEdit(note)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={`${t.delete} ${note.description}`}
                    onClick={() => setToDelete(note)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={toDelete !== null}
        title={t.confirmTitle}
        description={t.confirmText(toDelete?.description ?? '')}
        cancelLabel={t.cancel}
        confirmLabel={t.confirmDelete}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
