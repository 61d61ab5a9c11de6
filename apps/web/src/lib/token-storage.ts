import { browserStorage, type KeyValueStore } from '@/lib/safe-storage';

const ACCESS_TOKEN_KEY = 'access_token';
const REFRESH_TOKEN_KEY = 'refresh_token';

export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  hasSession(): boolean;
  setTokens(tokens: { accessToken: string; refreshToken?: string | null }): void;
  clear(): void;
}

export function createTokenStorage(store: KeyValueStore): TokenStorage {
  return {
    getAccessToken: () => store.get(ACCESS_TOKEN_KEY),
    getRefreshToken: () => store.get(REFRESH_TOKEN_KEY),
    hasSession: () => store.get(ACCESS_TOKEN_KEY) !== null || store.get(REFRESH_TOKEN_KEY) !== null,
    setTokens({ accessToken, refreshToken }) {
      store.set(ACCESS_TOKEN_KEY, accessToken);
      if (refreshToken) store.set(REFRESH_TOKEN_KEY, refreshToken);
    },
    clear() {
      store.remove(ACCESS_TOKEN_KEY);
      store.remove(REFRESH_TOKEN_KEY);
    },
  };
}

export const tokenStorage = createTokenStorage(browserStorage);
