import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPost } from '@plume/contracts/testing/builders';
import { PostsTab } from './posts-tab';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderTab(posts: unknown[]) {
  vi.stubGlobal('fetch', async () => json({ posts }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PostsTab userId="u1" timeZone="Europe/Paris" />
    </QueryClientProvider>,
  );
}

const longText = `${'Une vitrine pleine de douceurs pour les fêtes. '.repeat(5)}Fin.`;

describe('PostsTab (docs/spec/part-2-signed-in-application.md §2.8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T09:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 9 months then 6 archived ones with their availability labels', async () => {
    renderTab([]);
    const sections = await screen.findAllByTestId('posts-month');
    expect(sections).toHaveLength(15);
    expect(screen.getByRole('region', { name: 'novembre 2026' })).toBe(sections[0]);
    expect(within(sections[0]!).getByRole('button', { name: 'Générer' })).toHaveProperty('disabled', false);
    expect(within(sections[1]!).getByText('disponible le 15')).toBeTruthy();
    expect(within(sections[2]!).getByText('trop tôt')).toBeTruthy();
    expect(within(sections[9]!).getByText('mois passé')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Archives' })).toBeTruthy();
    // An empty month is one compact line: its name, 'Aucune publication' and its button, nothing to expand.
    for (const section of sections) {
      expect(within(section).getByText('Aucune publication')).toBeTruthy();
      expect(within(section).getAllByRole('button')).toHaveLength(1);
    }
  });

  it('keeps a month with posts expandable, the older archives collapsed', async () => {
    renderTab([
      buildPost({ id: 'a', title: 'Rentrée', month_key: 'septembre_2026' }),
      buildPost({ id: 'b', title: 'Vacances', month_key: 'août_2026' }),
    ]);
    const september = await screen.findByRole('region', { name: 'septembre 2026' });
    const august = screen.getByRole('region', { name: 'août 2026' });
    expect(within(september).getByText('Rentrée')).toBeTruthy();
    expect(within(august).queryByText('Vacances')).toBeNull();
    fireEvent.click(within(august).getByRole('button', { name: /août 2026/ }));
    expect(within(august).getByText('Vacances')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'octobre 2026' }).textContent).toContain('Aucune publication');
  });

  it('renders cards with the Voir plus hint, +N hashtags and the buttons of each status', async () => {
    renderTab([
      buildPost({ id: 'a', title: 'Brouillon long', text: longText, month_key: 'novembre_2026' }),
      buildPost({
        id: 'b',
        title: 'Sans image',
        status: 'needs_image',
        visual_url: null,
        thumb_url: null,
        media: [],
        month_key: 'novembre_2026',
      }),
      buildPost({
        id: 'c',
        title: 'Déjà programmé',
        status: 'scheduled',
        validated: true,
        month_key: 'novembre_2026',
      }),
    ]);
    const cards = await screen.findAllByTestId('post-card');
    const [scheduled, draft, missing] = [
      cards.find((card) => card.textContent?.includes('Déjà programmé'))!,
      cards.find((card) => card.textContent?.includes('Brouillon long'))!,
      cards.find((card) => card.textContent?.includes('Sans image'))!,
    ];
    expect(within(draft).getByText('Voir plus')).toBeTruthy();
    expect(within(draft).getByText('+1')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: "Changer l'image" })).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Gérer le carrousel' })).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(within(missing).getByText('Image requise')).toBeTruthy();
    expect(within(missing).queryByRole('button', { name: "Changer l'image" })).toBeNull();
    expect(within(scheduled).getByText('📅 Programmé')).toBeTruthy();
    expect(within(scheduled).queryByRole('button', { name: 'Supprimer' })).toBeNull();

    fireEvent.click(within(missing).getByRole('button', { name: 'Ajouter une image au post Sans image' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter une image au post' })).toBeTruthy();
  });
});
