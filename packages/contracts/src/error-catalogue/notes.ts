import type { ErrorEntries } from './entry';

/** The owner's notes. */
export const notesErrors = {
  NOTE_ID_MISSING: { status: 400, detail: 'ID de note manquant' },
  NOTE_NOT_FOUND: { status: 404, detail: 'Note introuvable' },
} as const satisfies ErrorEntries;
