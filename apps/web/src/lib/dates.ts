/** A formatter made on its first use: building one costs the engine's locale data, which a screen that formats
 * no date should not pay while it loads. */
function formatter(options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('fr-FR', options));
}

const dateFormat = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** 11/09/2025 */
export const formatDate = (date: Date | string) => dateFormat().format(new Date(date));

const dateTimeFormat = formatter({ dateStyle: 'short', timeStyle: 'short' });

/** 11/09/2025 14:30 */
export const formatDateTime = (date: Date | string) => dateTimeFormat().format(new Date(date));

const monthYearFormat = formatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** novembre 2026 (a calendar month, read on its first day at UTC midnight so no timezone shifts it). */
export const formatMonthYear = (year: number, month: number) =>
  monthYearFormat().format(new Date(Date.UTC(year, month - 1, 1)));
