import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { ValidNoteRequest } from '@plume/contracts/notes';
import type { Database } from '../../db/client';
import { notes, users, type NoteRow } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function values(input: ValidNoteRequest) {
  return {
    description: input.description,
    content: input.content,
    priority: input.priority,
    isMonthlyNote: input.is_monthly_note,
    noteMonth: input.note_month ?? null,
    noteYear: input.note_year ?? null,
  };
}

export function createNotesRepository(db: Database) {
  // The notes screen's read: built once, prepared once per PostgreSQL connection.
  const listQuery = db
    .select()
    .from(notes)
    .where(eq(notes.userId, sql.placeholder('userId')))
    .orderBy(asc(notes.noteYear), asc(notes.noteMonth), desc(notes.createdAt))
    .prepare('plume_notes_list');

  return {
    async list(userId: string): Promise<NoteRow[]> {
      return listQuery.execute({ userId });
    },

    async create(userId: string, input: ValidNoteRequest, now: Date): Promise<NoteRow> {
      const [row] = await db
        .insert(notes)
        .values({ ...values(input), userId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('note non créée');
      return row;
    },

    /** Undefined when the note does not exist or belongs to someone else (answered as 404). */
    async update(userId: string, id: string, input: ValidNoteRequest, now: Date) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .update(notes)
        .set({ ...values(input), updatedAt: now })
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const rows = await db
        .delete(notes)
        .where(and(eq(notes.id, id), eq(notes.userId, userId)))
        .returning({ id: notes.id });
      return rows.length > 0;
    },

    /** Notes that apply to a month: its own notes and the monthly ones. */
    async countForMonth(userId: string, month: number, year: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notes)
        .where(
          and(
            eq(notes.userId, userId),
            or(eq(notes.isMonthlyNote, true), and(eq(notes.noteMonth, month), eq(notes.noteYear, year))),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Deletes month-specific, non-high notes once the 5th of the following month has begun in the owner's
     * timezone. make_timestamptz builds that local midnight, so daylight-saving changes are handled by
     * PostgreSQL's time-zone rules rather than by adding fixed hours.
     */
    async purgeExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(notes)
        .where(
          and(
            eq(notes.isMonthlyNote, false),
            sql`${notes.priority} <> 'high'`,
            sql`exists (select 1 from ${users} where ${users.id} = ${notes.userId} and make_timestamptz(
              ${notes.noteYear} + ${notes.noteMonth} / 12, ${notes.noteMonth} % 12 + 1, 5, 0, 0, 0,
              ${users.timezone}) <= ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: notes.id });
      return rows.length;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
