import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    content: text('content').notNull(),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    isMonthlyNote: boolean('is_monthly_note').notNull().default(false),
    /** Null for a monthly note (valid every month). */
    noteMonth: smallint('note_month'),
    noteYear: smallint('note_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notes_user_idx').on(table.userId, table.noteYear, table.noteMonth)],
);

export type NoteRow = typeof notes.$inferSelect;
