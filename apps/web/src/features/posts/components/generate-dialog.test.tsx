import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GenerateResponse } from '@plume/contracts/posts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenerateDialog } from './generate-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const result = (extra: Partial<GenerateResponse>): GenerateResponse => ({
  success: true,
  month_key: 'mars_2026',
  last_day_mode: false,
  generated: 18,
  replaced: 0,
  posts: [],
  ...extra,
});

/** The generation answers `body`; the checklist's reads fail (the dialog then says they are unavailable). */
function renderGeneration(body: GenerateResponse) {
  vi.stubGlobal('fetch', async (url: string) =>
    url.startsWith('/api/posts/generate')
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <GenerateDialog monthKey="mars_2026" hasPosts={false} timeZone="Europe/Paris" onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Lancer la génération' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GenerateDialog: the posts the offline writer wrote instead of the model', () => {
  it('says how many posts the offline writer wrote, to be reread', async () => {
    renderGeneration(result({ written_offline: 3 }));
    expect(await screen.findByText('18 posts générés !')).toBeTruthy();
    expect(
      screen.getByText(
        "3 posts ont été rédigés par le rédacteur hors ligne, le modèle n'ayant pas donné de réponse valable : relisez-les avant de les valider.",
      ),
    ).toBeTruthy();
  });

  it('speaks of one post in the singular, and says nothing when the model wrote every post', async () => {
    renderGeneration(result({ written_offline: 1 }));
    expect(
      await screen.findByText(/^1 post a été rédigé par le rédacteur hors ligne.*relisez-le/),
    ).toBeTruthy();
    cleanup();
    renderGeneration(result({}));
    expect(await screen.findByText('18 posts générés !')).toBeTruthy();
    expect(screen.queryByText(/rédacteur hors ligne/)).toBeNull();
  });
});
