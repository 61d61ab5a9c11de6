import { createRequire } from 'node:module';
import { AppError } from '../../errors/app-error';

interface ZxcvbnLanguagePackage {
  dictionary: Record<string, readonly string[]>;
}

/** Plain French words and first names shorter than this are left out: they are refused by length anyway. */
const MIN_WORD_LENGTH = 6;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The refused passwords, loaded once on first use from the zxcvbn-ts dictionaries (MIT): the ~49,000 most
 * common passwords of the leaked-password lists (azerty, motdepasse, soleil, 123456… included), plus the
 * most frequent French words and first names, since a password made of one of them alone is guessed
 * in a few attempts.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const common = require('@zxcvbn-ts/language-common') as ZxcvbnLanguagePackage;
  const french = require('@zxcvbn-ts/language-fr') as ZxcvbnLanguagePackage;
  const set = new Set<string>((common.dictionary['passwords-common'] ?? []).map(passwordKey));
  for (const list of [french.dictionary['commonWords-fr'], french.dictionary['firstnames-fr']]) {
    for (const word of list ?? []) if (word.length >= MIN_WORD_LENGTH) set.add(passwordKey(word));
  }
  return set;
}

/** How the check compares: case, accents and surrounding spaces make no real difference to a guesser. */
export function passwordKey(password: string): string {
  return password
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(passwordKey(password));
}

/** Number of refused passwords (for the documentation's figures and tests). */
export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}

/** For registration and password reset: a common password is refused before anything is stored. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}
