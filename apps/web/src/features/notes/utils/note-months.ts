import type { Note } from '@plume/contracts/notes';
import { formatMonthYear } from '@/lib/dates';

/** "mars 2026", capitalised for headings and options. */
export function monthLabel(month: number, year: number): string {
  const label = formatMonthYear(year, month);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const monthValue = (month: number, year: number) => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonthValue(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** The current month and the 11 next ones, plus the month already on the note being edited. */
export function monthOptions(today: Date, extra?: string): { value: string; label: string }[] {
  const options = Array.from({ length: 12 }, (_, offset) => {
    const date = new Date(today.getFullYear(), today.getMonth() + offset, 1);
    return {
      value: monthValue(date.getMonth() + 1, date.getFullYear()),
      label: monthLabel(date.getMonth() + 1, date.getFullYear()),
    };
  });
  const parsed = extra ? parseMonthValue(extra) : undefined;
  if (extra && parsed && !options.some((option) => option.value === extra)) {
    options.unshift({ value: extra, label: monthLabel(parsed.month, parsed.year) });
  }
  return options;
}

export interface NoteGroup {
  key: string;
  label: string | null;
  notes: Note[];
}

/** Monthly notes first, then one group per month in calendar order. */
export function groupNotesByMonth(notes: Note[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  for (const note of notes) {
    const key =
      note.is_monthly_note || note.note_month === null || note.note_year === null
        ? 'monthly'
        : monthValue(note.note_month, note.note_year);
    const label = key === 'monthly' ? null : monthLabel(note.note_month ?? 1, note.note_year ?? 2000);
    const group = groups.get(key) ?? { key, label, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.key === 'monthly' ? -1 : b.key === 'monthly' ? 1 : a.key.localeCompare(b.key),
  );
}
