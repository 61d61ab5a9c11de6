import type { Post } from '@plume/contracts/posts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, renderWithQuery, stubApi } from './calendar-test-utils';
import { PostDetailDialog } from './post-detail-dialog';
import { buildScheduledPost } from '@plume/contracts/testing/builders';

function openDialog(post: Post, answers: Record<string, { status?: number; body: unknown }> = {}) {
  const fetchMock = stubApi((url) => answers[url]);
  const onClose = vi.fn();
  const onMove = vi.fn();
  renderWithQuery(
    <PostDetailDialog
      entry={{ post, date: '2025-03-03', time: '10:00' }}
      onClose={onClose}
      onMove={onMove}
    />,
  );
  return { fetchMock, onClose, onMove };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('PostDetailDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers publish now, move and unschedule on a scheduled post, and says how to modify it', () => {
    openDialog(buildScheduledPost());
    expect(screen.getByText('Programmé le lundi 3 mars à 10:00')).toBeTruthy();
    expect(button('Publier de suite')).toBeTruthy();
    expect(button('Déplacer')).toBeTruthy();
    expect(button('Déprogrammer')).toBeTruthy();
    expect(button('Réessayer')).toBeNull();
    expect(screen.getByText(/Pour modifier ce post, déprogrammez-le d’abord/)).toBeTruthy();
  });

  it('keeps a published post read-only, with its link', () => {
    openDialog(
      buildScheduledPost({ status: 'published', published: true, external_url: 'https://exemple.fr/p/1' }),
    );
    expect(screen.getByText('Ce post est publié : il ne peut plus être modifié.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la publication' }).getAttribute('href')).toBe(
      'https://exemple.fr/p/1',
    );
    for (const name of ['Publier de suite', 'Déplacer', 'Déprogrammer', 'Réessayer'])
      expect(button(name)).toBeNull();
  });

  it('offers retry and move on a failed post, with its reason', async () => {
    const post = buildScheduledPost({
      status: 'failed',
      failure_reason: 'missed',
      failure_message: 'Publication manquée.',
    });
    const { fetchMock, onClose } = openDialog(post, {
      '/api/posts/post-1/retry': { body: { success: true, status: 'scheduled' } },
    });
    expect(screen.getByText('Manqué')).toBeTruthy();
    expect(screen.getByText('Publication manquée.')).toBeTruthy();
    expect(button('Déprogrammer')).toBeNull();
    expect(button('Publier de suite')).toBeNull();
    fireEvent.click(button('Réessayer')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsOf(fetchMock)[0]).toMatchObject({ method: 'POST', url: '/api/posts/post-1/retry' });
  });

  it('hands the post to the move dialog', () => {
    const post = buildScheduledPost();
    const { onMove } = openDialog(post);
    fireEvent.click(button('Déplacer')!);
    expect(onMove).toHaveBeenCalledWith(post);
  });

  it('asks for confirmation before unscheduling', async () => {
    const { fetchMock, onClose } = openDialog(buildScheduledPost(), {
      '/api/posts/post-1/unschedule': { body: { success: true } },
    });
    fireEvent.click(button('Déprogrammer')!);
    expect(screen.getByText(/Il quittera le calendrier/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(button('Oui, déprogrammer')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsOf(fetchMock)).toEqual([{ method: 'PUT', url: '/api/posts/post-1/unschedule', body: {} }]);
  });

  it('publishes now with the post id, and keeps the dialog open on the server’s refusal', async () => {
    const { fetchMock, onClose } = openDialog(buildScheduledPost(), {
      '/api/posts/publish': { status: 409, body: { detail: 'La page Facebook doit être reconnectée' } },
    });
    fireEvent.click(button('Publier de suite')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(callsOf(fetchMock)[0]).toEqual({
      method: 'POST',
      url: '/api/posts/publish',
      body: { post_id: 'post-1' },
    });
    await waitFor(() => expect(button('Publier de suite')?.hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });
});
