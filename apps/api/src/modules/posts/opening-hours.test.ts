import { describe, expect, it } from 'vitest';
import { openAt, openOnWeekday, weeklyHoursFromText } from './opening-hours';

const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('opening hours read from the owner’s words', () => {
  it('reads a range of days with one range of hours, the unnamed days closed', () => {
    const hours = weeklyHoursFromText('Ouvert du mardi au samedi de 7 h à 19 h 30, fermé le lundi.');
    expect(hours?.[2]).toEqual([[h(7), h(19, 30)]]);
    expect(hours?.[6]).toEqual([[h(7), h(19, 30)]]);
    expect(hours?.[1]).toEqual([]);
    expect(hours?.[0]).toEqual([]);
    expect(openOnWeekday(hours!, 0)).toBe(false);
    expect(openOnWeekday(hours!, 3)).toBe(true);
  });

  it('reads abbreviations, split days and several clauses', () => {
    const hours = weeklyHoursFromText('Lun-ven 9h-12h / 14h-18h ; sam. 9h-12h');
    expect(hours?.[1]).toEqual([
      [h(9), h(12)],
      [h(14), h(18)],
    ]);
    expect(hours?.[6]).toEqual([[h(9), h(12)]]);
    expect(hours?.[0]).toEqual([]);
    expect(openAt(hours!, 1, '13:00')).toBe(false);
    expect(openAt(hours!, 1, '17:30')).toBe(true);
  });

  it('reads "du mardi au dimanche" to the Sunday and "tous les jours"', () => {
    expect(weeklyHoursFromText('Du mardi au dimanche 8h30-20h')?.[0]).toEqual([[h(8, 30), h(20)]]);
    expect(weeklyHoursFromText('Ouvert tous les jours de 10 h à 19 h')?.every((r) => r?.length === 1)).toBe(
      true,
    );
  });

  it('keeps the other days unknown when only a closed day is stated, and null without hours', () => {
    const hours = weeklyHoursFromText('Fermé le dimanche et le lundi.');
    expect(hours?.[0]).toEqual([]);
    expect(hours?.[1]).toEqual([]);
    expect(openOnWeekday(hours!, 3)).toBeNull();
    expect(weeklyHoursFromText('12 rue des Tables, 69004 Lyon')).toBeNull();
    expect(weeklyHoursFromText('Pains cuits chaque matin depuis mars 2009')).toBeNull();
  });
});
