import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CalendarTab from './calendar-tab';
import { callsOf, renderWithQuery, stubApi } from './calendar-test-utils';
import { buildScheduledPost } from '@plume/contracts/testing/builders';

const fivePostsOnMonday = ['08:00', '09:30', '11:15', '14:00', '18:00'].map((time, index) =>
  buildScheduledPost({
    id: `p${index}`,
    scheduled_time: time,
    text: `Post numéro ${index} ${'x'.repeat(120)}`,
  }),
);
const failed = buildScheduledPost({
  id: 'failed-1',
  status: 'failed',
  failure_reason: 'permanent',
  failure_message: 'Le jeton Facebook a expiré : reconnectez la page.',
  scheduled_date: '2025-03-10',
  scheduled_time: '12:00',
  platform: 'facebook',
});

function renderTab(posts = [...fivePostsOnMonday, failed], status = 200) {
  const fetchMock = stubApi((url) =>
    url.startsWith('/api/calendar/posts')
      ? { status, body: status === 200 ? { posts } : { detail: 'Erreur serveur' } }
      : undefined,
  );
  const onSelectTab = vi.fn();
  renderWithQuery(<CalendarTab timeZone="Europe/Paris" onSelectTab={onSelectTab} />);
  return { fetchMock, onSelectTab };
}

describe('CalendarTab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the 42 days of the month and shows 3 posts per day, then “+N autres”', async () => {
    const { fetchMock } = renderTab();
    const monday = await screen.findByRole('gridcell', { name: 'lundi 3 mars' });
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getByRole('heading', { name: 'mars 2025' })).toBeTruthy();
    expect(within(monday).getAllByRole('button', { name: /^Post de/ })).toHaveLength(3);
    expect(within(monday).getByText('+2 autres')).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'samedi 15 mars' }).getAttribute('aria-current')).toBe(
      'date',
    );
    expect(callsOf(fetchMock)[0]?.url).toBe('/api/calendar/posts?start_date=2025-02-24&end_date=2025-04-06');
  });

  it('lists the month’s posts by long day, text cut at 100 characters, with the failure reason', async () => {
    renderTab();
    const list = (await screen.findByRole('heading', { name: 'Posts détaillés' })).parentElement!;
    expect(within(list).getByText('lundi 3 mars')).toBeTruthy();
    expect(within(list).getByText('lundi 10 mars')).toBeTruthy();
    const cut = within(list).getByText(/^Post numéro 0/);
    expect(cut.textContent).toHaveLength(101);
    expect(cut.closest('button')?.getAttribute('title')).toHaveLength(51);
    expect(within(list).getAllByText('📅 Programmé')).toHaveLength(5);
    expect(within(list).getByText('❌ Échec')).toBeTruthy();
    expect(within(list).getByText('Le jeton Facebook a expiré : reconnectez la page.')).toBeTruthy();
  });

  it('filters the status on the client and the platform on the server', async () => {
    const { fetchMock } = renderTab();
    await screen.findByText('Posts détaillés');
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'failed' } });
    expect(screen.queryAllByText('📅 Programmé')).toHaveLength(0);
    expect(screen.getByText('❌ Échec')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Réseau'), { target: { value: 'facebook' } });
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toContain('&platform=facebook'));
  });

  it('moves to the next month and refreshes on demand', async () => {
    const { fetchMock } = renderTab();
    await screen.findByText('Posts détaillés');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('heading', { name: 'avril 2025' })).toBeTruthy();
    await waitFor(() =>
      expect(callsOf(fetchMock).at(-1)?.url).toBe(
        '/api/calendar/posts?start_date=2025-03-31&end_date=2025-05-11',
      ),
    );
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
  });

  it('“+N autres” brings that day of the detailed list into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: '2 autres posts le lundi 3 mars' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('calendrier-jour-2025-03-03');
  });

  it('shows the empty month with a way to the Posts tab', async () => {
    const { onSelectTab } = renderTab([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Aller aux Posts' }));
    expect(screen.getByText('Aucun post programmé ce mois-ci')).toBeTruthy();
    expect(onSelectTab).toHaveBeenCalledWith('posts');
  });

  it('says so when the calendar cannot load', async () => {
    renderTab([], 500);
    expect(await screen.findByText('Erreur lors du chargement du calendrier')).toBeTruthy();
  });

  it('replaces a broken image with a camera placeholder', async () => {
    renderTab([buildScheduledPost()]);
    const monday = await screen.findByRole('gridcell', { name: 'lundi 3 mars' });
    fireEvent.error(monday.querySelector('img')!);
    expect(within(monday).getByRole('img', { name: 'Pas d’image' })).toBeTruthy();
    expect(monday.querySelector('img')).toBeNull();
  });

  it('moves a post from its dialog through PUT /api/posts/move-calendar-post/{id}', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/calendar/posts'))
        return { body: { posts: [buildScheduledPost({ scheduled_date: '2025-03-20' })] } };
      if (init.method === 'PUT') return { body: { success: true, message: 'ok' } };
      return undefined;
    });
    renderWithQuery(<CalendarTab timeZone="Europe/Paris" />);
    const thursday = await screen.findByRole('gridcell', { name: 'jeudi 20 mars' });
    fireEvent.click(within(thursday).getByRole('button', { name: /^Post de 10:00/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Déplacer' }));
    fireEvent.change(await screen.findByLabelText('Heure'), { target: { value: '16:45' } });
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual({
        method: 'PUT',
        url: '/api/posts/move-calendar-post/post-1',
        body: { scheduled_date: '2025-03-20T16:45' },
      }),
    );
  });
});
