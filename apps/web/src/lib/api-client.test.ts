import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ApiError, NetworkError } from '@/lib/errors';
import { onSessionExpired } from '@/lib/session-events';
import { tokenStorage } from '@/lib/token-storage';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('apiRequest', () => {
  beforeEach(() => {
    localStorage.clear();
    tokenStorage.setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStorage.clear();
  });

  it('refreshes once on a 401, stores the rotated tokens and retries with the new bearer', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/refresh') {
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
        return json(200, {
          access_token: 'new-access',
          refresh_token: 'refresh-2',
          token_type: 'bearer',
          expires_in: 900,
        });
      }
      return bearerOf(init) === 'Bearer new-access'
        ? json(200, { email: 'a@b.fr' })
        : json(401, { detail: 'Expiré' });
    });

    await expect(apiRequest('/auth/me')).resolves.toEqual({ email: 'a@b.fr' });

    expect(urls(fetchMock)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(tokenStorage.getAccessToken()).toBe('new-access');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
  });

  it('ends the session when the refresh is refused, without retrying', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/refresh'
        ? json(401, { detail: 'Session invalide', code: 'INVALID_REFRESH_TOKEN' })
        : json(401, { detail: 'Non authentifié', code: 'UNAUTHENTICATED' }),
    );

    const error = await apiRequest('/auth/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(urls(fetchMock)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(tokenStorage.hasSession()).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ends the session when the retried request is refused again (no loop)', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/refresh'
        ? json(200, {
            access_token: 'new-access',
            refresh_token: 'refresh-2',
            token_type: 'bearer',
            expires_in: 900,
          })
        : json(401, { detail: 'Non authentifié' }),
    );

    await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(ApiError);

    expect(urls(fetchMock)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokenStorage.hasSession()).toBe(false);
    unsubscribe();
  });

  it('shares one refresh between requests that fail together (rotation would see a reuse)', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/refresh') {
        return json(200, {
          access_token: 'new-access',
          refresh_token: 'refresh-2',
          token_type: 'bearer',
          expires_in: 900,
        });
      }
      return bearerOf(init) === 'Bearer new-access' ? json(200, { url }) : json(401, {});
    });

    const results = await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(urls(fetchMock).filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('only retries when another request refreshed the session in the meantime', async () => {
    const fetchMock = mockFetch((_url, init) => {
      if (bearerOf(init) === 'Bearer new-access') return json(200, { ok: true });
      // While this request was in flight, a parallel one rotated the tokens.
      tokenStorage.setTokens({ accessToken: 'new-access', refreshToken: 'refresh-2' });
      return json(401, {});
    });

    await expect(apiRequest('/a')).resolves.toEqual({ ok: true });
    expect(urls(fetchMock)).toEqual(['/api/a', '/api/a']);
  });

  it('does not refresh for calls that opt out (login): the 401 detail reaches the caller', async () => {
    const fetchMock = mockFetch(() =>
      json(401, { detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' }),
    );

    const error = await apiRequest('/auth/login-robust', {
      method: 'POST',
      body: {},
      skipRefresh: true,
    }).catch((caught: unknown) => caught);

    expect((error as ApiError).detail).toBe('Email ou mot de passe incorrect');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tokenStorage.hasSession()).toBe(true);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    mockFetch((url) =>
      url === '/api/auth/refresh' ? Promise.reject(new TypeError('Failed to fetch')) : json(401, {}),
    );

    await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(NetworkError);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
  });

  it('turns a timeout into a NetworkError', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );

    const error = await apiRequest('/slow', { timeoutMs: 5 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).isTimeout).toBe(true);
  });
});
