/** The address of a post, chosen once from the profile (LinkedIn always vous). Every sentence the writer owns
 * is written twice, natively: `say('Passez nous voir.', 'Passe nous voir.')`; nothing is converted afterwards. */
export type Register = 'vous' | 'tu';

export type Say = (vous: string, tu: string) => string;

export const sayIn =
  (register: Register): Say =>
  (vous, tu) =>
    register === 'tu' ? tu : vous;

const TU_WORDS = /(?<![\p{L}'’-])(?:tu|toi|ton|ta|tes|te|t['’])(?![\p{L}\p{N}-])/iu;
const VOUS_WORDS = /(?<![\p{L}'’-])(?:vous|votre|vos)(?![\p{L}\p{N}-])/iu;

/** The register a text speaks; `fallback` when it addresses nobody. */
export function registerOf(text: string, fallback: Register = 'vous'): Register {
  if (VOUS_WORDS.test(text)) return 'vous';
  return TU_WORDS.test(text) ? 'tu' : fallback;
}
