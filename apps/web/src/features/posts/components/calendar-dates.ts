/** Calendar dates are computed on UTC midnights, so daylight-saving changes never shift a day. */
export const dateAtUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

export const isoDateOf = (utcMidnight: Date) => utcMidnight.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const next = dateAtUtcMidnight(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDateOf(next);
}
