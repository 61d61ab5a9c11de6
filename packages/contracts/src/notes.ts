import { z } from 'zod';

export const NOTE_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NotePriority = (typeof NOTE_PRIORITIES)[number];

export const NOTE_MESSAGES = {
  titleRequired: 'Veuillez saisir un titre pour la note',
  contentRequired: 'Veuillez saisir le contenu de la note',
  monthRequired: 'Veuillez choisir le mois de la note',
  missingId: 'ID de note manquant',
} as const;

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} ne peut pas dépasser ${max} caractères`);

/** POST /api/notes and PUT /api/notes/{id}: a monthly note has null month and year
 * (docs/spec/part-2-signed-in-application.md §5). */
export const noteRequestSchema = z
  .object({
    description: required(NOTE_MESSAGES.titleRequired, 200, 'Le titre'),
    content: required(NOTE_MESSAGES.contentRequired, 5000, 'Le contenu'),
    priority: z
      .enum(NOTE_PRIORITIES, { error: 'Priorité invalide. Valeurs possibles : low, normal, high' })
      .default('normal'),
    is_monthly_note: z.boolean().default(false),
    note_month: z.number().int().min(1, 'Mois invalide (1 à 12)').max(12, 'Mois invalide (1 à 12)').nullish(),
    note_year: z.number().int().min(2000, 'Année invalide').max(2100, 'Année invalide').nullish(),
  })
  .transform((note) => (note.is_monthly_note ? { ...note, note_month: null, note_year: null } : note))
  .refine((note) => note.is_monthly_note || (note.note_month != null && note.note_year != null), {
    message: NOTE_MESSAGES.monthRequired,
    path: ['note_month'],
  });
export type NoteRequest = z.input<typeof noteRequestSchema>;
export type ValidNoteRequest = z.output<typeof noteRequestSchema>;

export const noteSchema = z.object({
  note_id: z.string(),
  description: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.enum(NOTE_PRIORITIES),
  is_monthly_note: z.boolean(),
  note_month: z.number().int().nullable(),
  note_year: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const notesResponseSchema = z.object({ notes: z.array(noteSchema) });
export const noteResponseSchema = z.object({ success: z.literal(true), note: noteSchema });
export const noteDeletedSchema = z.object({ success: z.literal(true), note_id: z.string() });
export type NotesResponse = z.infer<typeof notesResponseSchema>;
export type NoteResponse = z.infer<typeof noteResponseSchema>;
export type NoteDeleted = z.infer<typeof noteDeletedSchema>;
