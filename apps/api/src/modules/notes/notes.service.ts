import type { Note, ValidNoteRequest } from '@plume/contracts/notes';
import type { NoteRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { OwnerReads } from '../../lib/owner-reads';
import type { NotesRepository } from './notes.repository';

export function toApiNote(row: NoteRow): Note {
  return {
    note_id: row.id,
    description: row.description,
    title: row.description,
    content: row.content,
    priority: row.priority,
    is_monthly_note: row.isMonthlyNote,
    note_month: row.noteMonth,
    note_year: row.noteYear,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createNotesService(deps: { notes: NotesRepository; clock: Clock; ownerReads: OwnerReads }) {
  const { notes, clock, ownerReads: reads } = deps;
  const requireId = (id: string | undefined) => {
    if (!id?.trim()) throw new AppError('NOTE_ID_MISSING');
    return id.trim();
  };

  return {
    /** Kept in memory while this process hears every change of the owner's notes, or under the notes' counter
     * read by the request's account check (lib/owner-reads.ts). */
    list(userId: string, stamp?: { notesVersion: number }): Promise<{ notes: Note[] }> {
      const load = async () => ({ notes: (await notes.list(userId)).map(toApiNote) });
      return reads.read(userId, 'notes', load, stamp?.notesVersion);
    },

    async create(userId: string, input: ValidNoteRequest) {
      return { success: true as const, note: toApiNote(await notes.create(userId, input, clock.now())) };
    },

    async update(userId: string, id: string | undefined, input: ValidNoteRequest) {
      const row = await notes.update(userId, requireId(id), input, clock.now());
      if (!row) throw new AppError('NOTE_NOT_FOUND');
      return { success: true as const, note: toApiNote(row) };
    },

    async remove(userId: string, id: string | undefined) {
      const noteId = requireId(id);
      if (!(await notes.remove(userId, noteId))) throw new AppError('NOTE_NOT_FOUND');
      return { success: true as const, note_id: noteId };
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
