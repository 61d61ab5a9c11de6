/**
 * The days a note says the business is closed ("fermé du 24 décembre au 2 janvier", "fermée le jeudi 14 mai",
 * "congés du 5 au 10 janvier"): on those days no post invites anyone to come, book or order
 * (docs/design/WRITING-FR.md §3b).
 */
import { FRENCH_MONTHS } from '@plume/contracts/months';
const MONTHS: readonly string[] = FRENCH_MONTHS;
const DAY = String.raw`(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?(\d{1,2})(?:er)?`;
const MONTH = String.raw`(${MONTHS.join('|')})`;
const RANGE = new RegExp(
  `(?:ferm\\p{L}*|congés)[^.]*?\\bdu\\s+${DAY}(?:\\s+${MONTH})?\\s+au\\s+${DAY}\\s+${MONTH}`,
  'iu',
);
const SINGLE = new RegExp(`(?:ferm\\p{L}*|congés)[^.]*?\\ble\\s+${DAY}\\s+${MONTH}`, 'iu');

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const monthOf = (name: string) => MONTHS.indexOf(name.toLowerCase()) + 1;

/** Whether one of the notes closes the business on `date` (YYYY-MM-DD). */
export function closedOn(notes: readonly { content: string; title: string }[], date: string): boolean {
  const year = Number(date.slice(0, 4));
  return notes.some((note) => {
    const text = `${note.title}. ${note.content}`;
    const range = RANGE.exec(text);
    if (range) {
      const endMonth = monthOf(range[4]!);
      const startMonth = range[2] ? monthOf(range[2]) : endMonth;
      // A closure over the new year ("du 24 décembre au 2 janvier") starts the year before it ends.
      return [year, year + 1].some((endYear) => {
        const startYear = startMonth > endMonth ? endYear - 1 : endYear;
        const from = iso(startYear, startMonth, Number(range[1]));
        const to = iso(endYear, endMonth, Number(range[3]));
        return date >= from && date <= to;
      });
    }
    const single = SINGLE.exec(text);
    return single ? date.slice(5) === iso(year, monthOf(single[2]!), Number(single[1])).slice(5) : false;
  });
}
