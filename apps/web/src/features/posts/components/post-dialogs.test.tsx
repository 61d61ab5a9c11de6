import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPost } from '@plume/contracts/testing/builders';
import { CarouselDialog } from './carousel-dialog';
import { PostPreviewDialog } from './post-preview-dialog';
import { UploadPane } from './attach-upload-pane';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

function stubFetch(respond: (url: string, body: unknown) => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    return respond(url, body);
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PostPreviewDialog (docs/spec/part-2-signed-in-application.md §2.8)', () => {
  it("schedules at the post's proposed date and time and names the date in fr-FR", async () => {
    const calls = stubFetch(() => json(200, { success: true, scheduled_at: '2026-12-10T09:30:00.000Z' }));
    const onClose = vi.fn();
    renderWithQuery(<PostPreviewDialog post={buildPost({ id: 'p1' })} loadedAt={1} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: '/api/posts/schedule',
      body: { post_id: 'p1', scheduled_date: '2026-12-10', scheduled_time: '10:30' },
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Post programmé avec succès pour jeu. 10 décembre 2026 à 10:30',
    );
  });

  it('shows the server detail when scheduling is refused, else the generic message', async () => {
    stubFetch(() => json(409, { detail: "Connectez au moins un réseau social d'abord !", code: 'X' }));
    renderWithQuery(<PostPreviewDialog post={buildPost()} loadedAt={1} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Connectez au moins un réseau social d'abord !"),
    );
  });

  it('publishes now', async () => {
    stubFetch(() => json(200, { success: true, published_at: '2026-11-22T10:00:00Z', status: 'published' }));
    renderWithQuery(<PostPreviewDialog post={buildPost()} loadedAt={1} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publier de suite' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post publié avec succès !'));
  });

  it('is read-only once scheduled or published', () => {
    renderWithQuery(
      <PostPreviewDialog
        post={buildPost({ status: 'scheduled', validated: true })}
        loadedAt={1}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Ce post est programmé : il ne peut plus être modifié ici.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Programmer' })).toBeNull();
  });
});

describe('UploadPane (docs/spec/part-2-signed-in-application.md §5 upload to a post)', () => {
  it('refuses more than 10 files', () => {
    renderWithQuery(<UploadPane month="décembre_2026" disabled={false} onUploaded={vi.fn()} />);
    const files = Array.from(
      { length: 11 },
      (_, index) => new File(['x'], `photo-${index}.jpg`, { type: 'image/jpeg' }),
    );
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files } });
    expect(toast.error).toHaveBeenCalledWith('Maximum 10 fichiers autorisés pour un post');
    expect(screen.queryByRole('button', { name: /Ajouter .* au post/ })).toBeNull();
  });
});

describe('CarouselDialog', () => {
  it('saves the reordered media as the ordered list of ids', async () => {
    const media = ['m1', 'm2', 'm3'].map((id) => ({
      id,
      file_type: 'image/jpeg',
      url: `/api/media/${id}`,
      thumb_url: `/api/media/${id}`,
    }));
    const calls = stubFetch(() => json(200, { success: true, message: 'Médias du post mis à jour' }));
    const onClose = vi.fn();
    renderWithQuery(
      <CarouselDialog
        post={buildPost({ id: 'p2', media, media_ids: ['m1', 'm2', 'm3'] })}
        loadedAt={1}
        onAdd={vi.fn()}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Descendre le média 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le média 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: '/api/posts/p2/attach-image',
      body: { image_source: 'library', image_ids: ['m2', 'm1'], mode: 'replace' },
    });
    expect(toast.success).toHaveBeenCalledWith('Médias du post mis à jour');
  });
});
