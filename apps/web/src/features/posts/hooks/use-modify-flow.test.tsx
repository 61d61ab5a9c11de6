import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODIFY_TIMEOUT_MS } from '../api/modify-post';
import { buildPost } from '@plume/contracts/testing/builders';
import { isPostsReopenRequested } from '../utils/reopen-posts-flag';
import { useModifyFlow } from './use-modify-flow';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderFlow(onApplied = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useModifyFlow(buildPost({ id: 'p9' }), onApplied), { wrapper });
}

const rewritten = { title: 'Nouveau titre', text: 'Un texte plus chaleureux.', hashtags: ['#chaleur'] };

describe('useModifyFlow (docs/spec/part-2-signed-in-application.md §4.3 and §8 Post modification)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty request without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderFlow();
    await act(() => result.current.send('   '));
    expect(result.current.error).toBe('Veuillez saisir une demande de modification');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds the AI result as a preview, then saves it on confirmation and sets the reopen flag', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return url.endsWith('/modify')
        ? json(200, { success: true, modified_post: rewritten })
        : json(200, { success: true });
    });
    const onApplied = vi.fn();
    const { result } = renderFlow(onApplied);
    await act(() => result.current.send('  plus chaleureux '));
    expect(result.current.draft).toEqual(rewritten);
    expect(calls).toEqual([
      { url: '/api/posts/p9/modify', body: { modification_request: 'plus chaleureux' } },
    ]);

    act(() => result.current.confirm());
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(calls[1]).toMatchObject({
      url: '/api/posts/p9',
      body: { ...rewritten, modified_at: expect.any(String) },
    });
    expect(result.current.draft).toBeNull();
    expect(isPostsReopenRequested()).toBe(true);
  });

  it('discards the preview without saving', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, modified_post: rewritten }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderFlow();
    await act(() => result.current.send('plus court'));
    act(() => result.current.discard());
    expect(result.current.draft).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [json(404, { detail: 'Ressource introuvable', code: 'NOT_FOUND' }), 'Post non trouvé'],
    [
      json(502, { detail: "Le service d'écriture ne répond pas", code: 'X' }),
      "Le service d'écriture ne répond pas",
    ],
    [json(200, { success: true }), 'Erreur: Réponse invalide du serveur'],
    [
      json(200, { success: true, modified_post: { ...rewritten, text: ' ' } }),
      "Erreur: Aucune modification générée par l'IA",
    ],
  ])('shows the spec message for each failure (%#)', async (response, message) => {
    vi.stubGlobal('fetch', async () => response);
    const { result } = renderFlow();
    await act(() => result.current.send('plus court'));
    expect(result.current.error).toBe(message);
    expect(result.current.draft).toBeNull();
  });

  it('reads a timeout (30 s) and an expired session', async () => {
    // The server never answers: the client gives up after the modify timeout.
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const { result } = renderFlow();
    vi.useFakeTimers();
    const sending = act(() => result.current.send('plus court'));
    await vi.advanceTimersByTimeAsync(MODIFY_TIMEOUT_MS);
    await sending;
    vi.useRealTimers();
    expect(result.current.error).toBe('Timeout: La requête a pris trop de temps');

    // 401 on the call, and the refresh refused: the session is over.
    vi.stubGlobal('fetch', async () => json(401, { detail: 'Jeton invalide', code: 'UNAUTHORIZED' }));
    await act(() => result.current.send('plus court'));
    expect(result.current.error).toBe('Session expirée, veuillez vous reconnecter');
  });
});
