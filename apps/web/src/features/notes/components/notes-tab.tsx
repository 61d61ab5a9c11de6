import type { Note } from '@plume/contracts/notes';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useNotes } from '@/features/notes/api/get-notes';
import { NoteForm } from '@/features/notes/components/note-form';
import { NotesList } from '@/features/notes/components/notes-list';

export function NotesTab() {
  const notes = useNotes();
  const [editing, setEditing] = useState<Note | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card>
        <CardContent className="pt-6">
          <NoteForm key={editing?.note_id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{frKnowledge.notes.title}</CardTitle>
        </CardHeader>
        <CardContent>
          {notes.isPending ? (
            <Spinner />
          ) : notes.isError ? (
            <Alert variant="destructive">{frKnowledge.notes.loadError}</Alert>
          ) : (
            <NotesList
              notes={notes.data}
              editingId={editing?.note_id}
              onEdit={(note) => {
                setEditing(note);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDeleted={(id) => (editing?.note_id === id ? setEditing(null) : undefined)}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
