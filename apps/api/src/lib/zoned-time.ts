/** Calendar month and year of an instant as seen in a timezone (Europe/Paris by default). */
export function monthInTimezone(instant: Date, timeZone: string): { month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: read('month'), year: read('year') };
}
