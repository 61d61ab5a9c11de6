import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './time';

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:30:00Z', 1, '2027-01-31T23:30:00.000Z'],
    ['2026-03-31T00:00:00Z', -1, '2026-02-28T00:00:00.000Z'],
  ])('%s + %i month', (start, months, expected) => {
    expect(addMonths(new Date(start), months).toISOString()).toBe(expected);
  });

  it('adds days', () => {
    expect(addDays(new Date('2026-02-27T12:00:00Z'), 2).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});
