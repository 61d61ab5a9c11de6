import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@plume/contracts/posts';
import { generationAvailability } from './availability';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('generation availability (docs/design/ARCHITECTURE.md §9) in the owner timezone', () => {
  it('opens the next month on the 15th at local midnight, not before', () => {
    // 14 March 23:59 in Paris (UTC+1) then 15 March 00:00.
    expect(generationAvailability({ year: 2026, month: 4 }, at('2026-03-14T22:59:00Z'), PARIS)).toEqual({
      available: false,
      reason: 'next_month_on_15th',
      detail: 'La génération des posts de avril 2026 sera disponible le 15 mars 2026.',
    });
    expect(generationAvailability({ year: 2026, month: 4 }, at('2026-03-14T23:00:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: false,
    });
  });

  it('keeps the current month open in normal mode before its last day', () => {
    expect(generationAvailability({ year: 2026, month: 3 }, at('2026-03-14T10:00:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: false,
    });
  });

  it('uses last-day mode until 21:59 on the last day, then refuses with the spec wording', () => {
    // 30 June 21:59 and 22:00 in Paris (UTC+2).
    expect(generationAvailability({ year: 2026, month: 6 }, at('2026-06-30T19:59:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: true,
    });
    const closed = generationAvailability({ year: 2026, month: 6 }, at('2026-06-30T20:00:00Z'), PARIS);
    expect(closed).toMatchObject({ available: false, reason: 'last_day_closed' });
    const detail = closed.available ? '' : closed.detail;
    expect(detail.startsWith('Génération bloquée : nous sommes le dernier jour')).toBe(true);
    expect(detail).toContain(POST_MESSAGES.currentMonthClosed);
    expect(
      POST_MESSAGES.currentMonthClosed.startsWith('Génération pour le mois actuel indisponible après 22h'),
    ).toBe(true);
  });

  it('counts 22:00 in local time on the day clocks go forward (31 March 2024 in Paris)', () => {
    // CEST starts at 02:00 that night: 21:59 local is 19:59 UTC, not 20:59.
    const march = { year: 2024, month: 3 };
    expect(generationAvailability(march, at('2024-03-31T19:59:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: true,
    });
    expect(generationAvailability(march, at('2024-03-31T20:00:00Z'), PARIS)).toMatchObject({
      available: false,
      reason: 'last_day_closed',
    });
    // Before the change (01:30 CET) the day is already the last one: last-day mode.
    expect(generationAvailability(march, at('2024-03-31T00:30:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: true,
    });
  });

  it('handles the year end: December closes at 22:00, January is next month', () => {
    const december = { year: 2026, month: 12 };
    const january = { year: 2027, month: 1 };
    expect(generationAvailability(december, at('2026-12-31T20:59:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: true,
    });
    expect(generationAvailability(december, at('2026-12-31T21:00:00Z'), PARIS)).toMatchObject({
      available: false,
    });
    expect(generationAvailability(january, at('2026-12-31T21:00:00Z'), PARIS)).toEqual({
      available: true,
      lastDayMode: false,
    });
    // Just after midnight in Paris, December is a past month and January the current one.
    expect(generationAvailability(december, at('2026-12-31T23:00:00Z'), PARIS)).toMatchObject({
      available: false,
      reason: 'past_month',
    });
  });

  it('reads the same instant in New York, where 31 December is not over yet', () => {
    const instant = at('2027-01-01T02:59:00Z'); // 21:59 on 31 December in New York (UTC-5)
    expect(generationAvailability({ year: 2026, month: 12 }, instant, NEW_YORK)).toEqual({
      available: true,
      lastDayMode: true,
    });
    expect(generationAvailability({ year: 2026, month: 12 }, instant, PARIS)).toMatchObject({
      available: false,
      reason: 'past_month',
    });
    expect(
      generationAvailability({ year: 2026, month: 12 }, at('2027-01-01T03:00:00Z'), NEW_YORK),
    ).toMatchObject({ available: false, reason: 'last_day_closed' });
  });

  it('applies the New York daylight-saving change (8 March 2026) to the 15th rule', () => {
    // 14 March 23:59 EDT (UTC-4 since the 8th) is 03:59 UTC on the 15th.
    expect(
      generationAvailability({ year: 2026, month: 4 }, at('2026-03-15T03:59:00Z'), NEW_YORK),
    ).toMatchObject({ available: false, reason: 'next_month_on_15th' });
    expect(generationAvailability({ year: 2026, month: 4 }, at('2026-03-15T04:00:00Z'), NEW_YORK)).toEqual({
      available: true,
      lastDayMode: false,
    });
  });

  it('says too early for months further ahead and past for earlier months', () => {
    const now = at('2026-03-20T10:00:00Z');
    expect(generationAvailability({ year: 2026, month: 5 }, now, PARIS)).toMatchObject({
      available: false,
      reason: 'too_early',
    });
    expect(generationAvailability({ year: 2026, month: 2 }, now, PARIS)).toMatchObject({
      available: false,
      reason: 'past_month',
      detail: 'Mois passé : les posts de février 2026 ne peuvent plus être générés.',
    });
  });
});
