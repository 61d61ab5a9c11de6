import { describe, expect, it } from 'vitest';
import { libraryMonths } from './months';

describe('libraryMonths', () => {
  it('gives the current month and 5 ahead, then the 6 previous months newest first', () => {
    const { upcoming, archive } = libraryMonths(new Date('2026-11-21T12:00:00Z'));
    expect(upcoming.map((m) => m.key)).toEqual([
      'novembre_2026',
      'décembre_2026',
      'janvier_2027',
      'février_2027',
      'mars_2027',
      'avril_2027',
    ]);
    expect(upcoming[0]?.isCurrent).toBe(true);
    expect(archive.map((m) => m.key)).toEqual([
      'octobre_2026',
      'septembre_2026',
      'août_2026',
      'juillet_2026',
      'juin_2026',
      'mai_2026',
    ]);
  });

  it('uses the Paris month around midnight', () => {
    expect(libraryMonths(new Date('2026-11-30T23:30:00Z')).upcoming[0]?.key).toBe('décembre_2026');
  });
});
