import type { Note } from '@plume/contracts/notes';
import { describe, expect, it } from 'vitest';
import { groupNotesByMonth, monthOptions } from './note-months';

const note = (id: string, month: number | null, year: number | null): Note => ({
  note_id: id,
  description: id,
  title: id,
  content: 'contenu',
  priority: 'normal',
  is_monthly_note: month === null,
  note_month: month,
  note_year: year,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('groupNotesByMonth', () => {
  it('puts monthly notes first, then months in calendar order', () => {
    const groups = groupNotesByMonth([
      note('b', 1, 2027),
      note('a', 12, 2026),
      note('m', null, null),
      note('c', 12, 2026),
    ]);
    expect(groups.map((g) => [g.label, g.notes.map((n) => n.note_id)])).toEqual([
      [null, ['m']],
      ['Décembre 2026', ['a', 'c']],
      ['Janvier 2027', ['b']],
    ]);
  });
});

describe('monthOptions', () => {
  it('offers twelve months from the current one and keeps the edited note’s past month', () => {
    const options = monthOptions(new Date(2026, 10, 21), '2026-03');
    expect(options[0]).toEqual({ value: '2026-03', label: 'Mars 2026' });
    expect(options[1]).toEqual({ value: '2026-11', label: 'Novembre 2026' });
    expect(options).toHaveLength(13);
  });
});
