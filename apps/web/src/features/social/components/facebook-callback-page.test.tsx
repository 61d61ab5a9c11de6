import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FacebookCallbackPage } from '@/features/social/components/facebook-callback-page';

const postMessage = vi.fn();

function openAt(query: string) {
  window.history.replaceState({}, '', `/auth/facebook/callback${query}`);
  render(<FacebookCallbackPage />);
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('FacebookCallbackPage (docs/spec/part-1-access-payment-admin-legal.md §4)', () => {
  beforeEach(() => {
    postMessage.mockReset();
    Object.defineProperty(window, 'opener', { value: { postMessage, closed: false }, configurable: true });
    vi.spyOn(window, 'close').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('passes an error parameter on unchanged to the opener, same origin only, and closes', async () => {
    openAt('?error=access_denied&state=s');
    expect(screen.getByText('Connexion Facebook en cours...')).toBeTruthy();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'FACEBOOK_AUTH_ERROR', error: 'access_denied' },
        window.location.origin,
      ),
    );
    expect(window.close).toHaveBeenCalled();
  });

  it('exchanges code and state with the bearer token, then sends the data', async () => {
    localStorage.setItem('access_token', 'jeton');
    const data = { success: true, page_name: 'Ma Page', page_id: 'p1', pages: [] };
    const fetchMock = vi.fn(async () => jsonResponse(200, data));
    vi.stubGlobal('fetch', fetchMock);
    openAt('?code=c1&state=s1');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'FACEBOOK_AUTH_SUCCESS', data },
        window.location.origin,
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/social/facebook/callback');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'c1', state: 's1' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jeton');
  });

  it("sends the server's detail, or the generic message, on failure", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { detail: 'Lien de connexion invalide', code: 'X' }),
    );
    openAt('?code=c1&state=s1');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'FACEBOOK_AUTH_ERROR', error: 'Lien de connexion invalide' },
        window.location.origin,
      ),
    );
    cleanup();
    postMessage.mockReset();
    vi.stubGlobal('fetch', async () => new Response('', { status: 502 }));
    openAt('?code=c2&state=s2');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'FACEBOOK_AUTH_ERROR', error: "Erreur lors de l'authentification" },
        window.location.origin,
      ),
    );
  });

  it('does nothing without code, state or error', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    openAt('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
