/** Lower case without accents: the form French words are compared in ("Fête" and "fete" match). */
export const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
