import { describe, expect, it } from 'vitest';
import { report } from '../../test/security/report';
import { assertPasswordNotCommon, commonPasswordCount, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('holds at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    report(`mots de passe refusés : ${commonPasswordCount()}`);
  });

  it.each(['azerty', 'motdepasse', 'soleil', '123456', 'azertyuiop', 'password', 'jetaime', 'marseille'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it('ignores case, accents and surrounding spaces', () => {
    expect(isCommonPassword('MotDePasse')).toBe(true);
    expect(isCommonPassword('  Soleil ')).toBe(true);
    expect(isCommonPassword('bOnJoUr')).toBe(true);
  });

  it('accepts a good password', () => {
    expect(isCommonPassword('croissant-2025')).toBe(false);
    expect(isCommonPassword('Trois pains au levain, merci !')).toBe(false);
    expect(() => assertPasswordNotCommon('fournil-de-la-place-17')).not.toThrow();
  });

  it('refuses with a French message', () => {
    expect(() => assertPasswordNotCommon('motdepasse')).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'PASSWORD_TOO_COMMON',
        detail: 'Ce mot de passe est trop courant : choisissez-en un autre, plus difficile à deviner.',
      }),
    );
  });
});
