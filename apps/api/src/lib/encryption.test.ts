import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './encryption';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher('une-cle-de-chiffrement-de-test-assez-longue');

  it('round-trips and never stores the plain text', () => {
    const stored = cipher.encrypt('EAAB-page-token');
    expect(stored).not.toContain('EAAB');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored)).toBe('EAAB-page-token');
  });

  it('uses a fresh IV for each value', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('secret');
    const parts = stored.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('autre').toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createTokenCipher('une-autre-cle-de-chiffrement-de-test-longue').decrypt(stored)).toThrow();
  });

  it('derives distinct keys per purpose', () => {
    expect(cipher.deriveKey('oauth-state').equals(cipher.deriveKey('media-url'))).toBe(false);
  });
});
