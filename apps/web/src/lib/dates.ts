const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 11/09/2025 */
export const formatDate = (date: Date | string) => dateFormat.format(new Date(date));

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** 11/09/2025 14:30 */
export const formatDateTime = (date: Date | string) => dateTimeFormat.format(new Date(date));
