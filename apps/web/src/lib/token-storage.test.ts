import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '@/lib/safe-storage';
import { createTokenStorage } from '@/lib/token-storage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('token storage', () => {
  it('keeps access_token and refresh_token in the browser storage under the spec keys', () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage(createSafeStorage(() => storage));

    tokens.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    expect(storage.getItem('access_token')).toBe('access-1');
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.hasSession()).toBe(true);
  });

  it('falls back to memory when the storage throws', () => {
    const tokens = createTokenStorage(createSafeStorage(throwingStorage));

    tokens.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    expect(tokens.getAccessToken()).toBe('access-2');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    tokens.clear();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.hasSession()).toBe(false);
  });

  it('falls back to memory when even reaching the storage throws (storage disabled)', () => {
    const tokens = createTokenStorage(
      createSafeStorage(() => {
        throw new DOMException('Access is denied', 'SecurityError');
      }),
    );

    expect(tokens.getAccessToken()).toBeNull();
    tokens.setTokens({ accessToken: 'access-3' });
    expect(tokens.getAccessToken()).toBe('access-3');
  });

  it('keeps the stored refresh token when a response carries none, and clears both on logout', () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage(createSafeStorage(() => storage));

    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    tokens.setTokens({ accessToken: 'a2', refreshToken: null });
    expect(tokens.getRefreshToken()).toBe('r1');

    tokens.clear();
    expect(storage.length).toBe(0);
  });
});
