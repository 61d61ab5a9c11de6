import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import { tokenStorage } from '@/lib/token-storage';

describe('apiDownload', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStorage.clear();
  });

  it('returns the bytes and the file name of the server, after refreshing an expired session', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const bearer = (init?.headers as Record<string, string>).Authorization;
      if (String(input) === '/api/auth/refresh') {
        return new Response(JSON.stringify({ access_token: 'new-access', refresh_token: 'refresh-2' }));
      }
      if (bearer !== 'Bearer new-access') return new Response('{"detail":"Expiré"}', { status: 401 });
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-disposition': 'attachment; filename="mes-donnees-plume-2026-11-22.zip"' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    const { blob, filename } = await apiDownload('/account/export');
    expect(filename).toBe('mes-donnees-plume-2026-11-22.zip');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/account/export',
      '/api/auth/refresh',
      '/api/account/export',
    ]);
  });

  it('throws the server’s French detail as an ApiError', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"detail":"Ressource introuvable"}', { status: 404 })),
    );
    const error = await apiDownload('/account/export').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toBe('Ressource introuvable');
  });
});
