import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoBanner } from '@/features/app-info/components/demo-banner';

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string | URL) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBanner() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoBanner />
      <p>écran</p>
    </QueryClientProvider>,
  );
}

describe('DemoBanner', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows "Démo" and the demonstration services in production', async () => {
    const fetchMock = answer({ production: true, demo_providers: ['payments', 'social'] });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Version de démonstration' });
    expect(banner.textContent).toContain('Démo');
    expect(banner.textContent).toContain('paiements, Facebook et Instagram en démonstration');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/app-info');
  });

  it('shows nothing on a developer machine or with real providers only', async () => {
    const fetchMock = answer({ production: false, demo_providers: ['payments'] });
    renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('écran');
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    answer({ production: true, demo_providers: [] });
    renderBanner();
    await screen.findByText('écran');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the last answer at once on the next visit, until the new answer replaces it', async () => {
    answer({ production: true, demo_providers: ['mail'] });
    renderBanner();
    await screen.findByRole('complementary', { name: 'Version de démonstration' });
    cleanup();

    // The next visit: the call has not answered yet, the banner is already there; then real providers only.
    let reply: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))),
    );
    renderBanner();
    expect(screen.getByRole('complementary', { name: 'Version de démonstration' })).toBeTruthy();
    reply(new Response(JSON.stringify({ production: true, demo_providers: [] }), { status: 200 }));
    await vi.waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});
