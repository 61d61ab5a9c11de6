import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './auth.service';
import { createPasswordHasher } from './password';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('croissant-2025');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await hasher.verify(hash, 'croissant-2025')).toBe(true);
    expect(await hasher.verify(hash, 'croissant-2026')).toBe(false);
    expect(await hasher.verify('pas-un-hash', 'x')).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('trims, lower-cases and composes accents', () => {
    expect(normaliseEmail('  Marie.DUPONT@Boulangerie.FR ')).toBe('marie.dupont@boulangerie.fr');
    expect(normaliseEmail('e\u0301lise@exemple.fr')).toBe('\u00e9lise@exemple.fr');
  });
});
