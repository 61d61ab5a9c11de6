/** The address of a post, chosen once from the profile (LinkedIn always vous). Every sentence the writer owns
 * is written twice, natively: `say('Passez nous voir.', 'Passe nous voir.')`; nothing is converted afterwards. */
export type Register = 'vous' | 'tu';

export type Say = (vous: string, tu: string) => string;

export const sayIn =
  (register: Register): Say =>
  (vous, tu) =>
    register === 'tu' ? tu : vous;
