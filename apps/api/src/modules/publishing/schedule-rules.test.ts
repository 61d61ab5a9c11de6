import { describe, expect, it } from 'vitest';
import { parseMoveDate, resolveScheduleTarget } from './schedule-rules';

const paris = 'Europe/Paris';
const at = (iso: string) => ({ now: new Date(iso), timeZone: paris, monthKey: 'mars_2026' });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { code: string; detail: string };
  }
  throw new Error('aucune erreur');
};

describe('schedule rules (docs/spec/part-2-signed-in-application.md §5)', () => {
  it('needs a valid date and time', () => {
    expect(
      refusal(() => resolveScheduleTarget({ date: '2026-03-10' }, at('2026-03-01T08:00:00Z'))),
    ).toMatchObject({
      code: 'SCHEDULE_DATE_REQUIRED',
      detail: 'Veuillez sélectionner une date et une heure',
    });
    expect(
      refusal(() => resolveScheduleTarget({ date: '2026-02-30', time: '10:00' }, at('2026-02-01T08:00:00Z')))
        .code,
    ).toBe('SCHEDULE_DATE_REQUIRED');
  });

  it('refuses yesterday, in the owner’s timezone', () => {
    // 23:30 UTC on 9 March is already 10 March in Paris: the 9th is in the past there.
    expect(
      refusal(() => resolveScheduleTarget({ date: '2026-03-09', time: '23:59' }, at('2026-03-09T23:30:00Z'))),
    ).toMatchObject({
      code: 'SCHEDULE_DATE_IN_PAST',
      detail: 'La date ne peut pas être dans le passé',
    });
  });

  it('asks for 10 minutes of lead, to the minute', () => {
    const now = at('2026-03-10T09:00:00Z'); // 10:00 in Paris
    expect(refusal(() => resolveScheduleTarget({ date: '2026-03-10', time: '10:09' }, now))).toMatchObject({
      detail: "L'heure doit être dans le futur (minimum 10 minutes)",
    });
    expect(resolveScheduleTarget({ date: '2026-03-10', time: '10:10' }, now).scheduledAt.toISOString()).toBe(
      '2026-03-10T09:10:00.000Z',
    );
  });

  it('stops at the end of the month after the post’s month, with the range in fr-FR dates', () => {
    const now = at('2026-03-31T10:00:00Z');
    expect(resolveScheduleTarget({ date: '2026-04-30', time: '23:59' }, now).scheduledAt.toISOString()).toBe(
      '2026-04-30T21:59:00.000Z',
    );
    expect(refusal(() => resolveScheduleTarget({ date: '2026-05-01', time: '00:00' }, now)).detail).toBe(
      'La date ne peut pas dépasser la fin du mois suivant au mois du post. La date doit être entre le 31/03/2026 et le 30/04/2026',
    );
  });

  it('refuses a time in the spring gap and takes the first 02:30 in autumn', () => {
    expect(
      refusal(() => resolveScheduleTarget({ date: '2026-03-29', time: '02:30' }, at('2026-03-28T10:00:00Z')))
        .code,
    ).toBe('SCHEDULE_TIME_NONEXISTENT');
    const autumn = { now: new Date('2026-10-24T10:00:00Z'), timeZone: paris, monthKey: 'octobre_2026' };
    expect(
      resolveScheduleTarget({ date: '2026-10-25', time: '02:30' }, autumn).scheduledAt.toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads move dates as local wall clock, or as instants when they carry an offset', () => {
    expect(parseMoveDate('2026-03-29T10:00', paris)).toEqual({ date: '2026-03-29', time: '10:00' });
    expect(parseMoveDate('2026-03-29T10:00:00', paris)).toEqual({ date: '2026-03-29', time: '10:00' });
    expect(parseMoveDate('2026-03-29T08:00:00.000Z', paris)).toEqual({ date: '2026-03-29', time: '10:00' });
    expect(parseMoveDate('demain', paris)).toEqual({});
  });
});
