import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '@/lib/session-events';
import { tokenStorage } from '@/lib/token-storage';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountDialog open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));

describe('DeleteAccountDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStorage.clear();
  });

  it('requires the word SUPPRIMER before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fill('Mot de passe', 'mon-secret');
    fill('Tapez SUPPRIMER pour confirmer', 'supprimer');
    submit();
    expect(await screen.findByText('Tapez SUPPRIMER en majuscules pour confirmer')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the French refusal of a wrong password and keeps the session', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ detail: 'password : le mot de passe est incorrect' }), { status: 422 }),
      ),
    );
    renderDialog();
    fill('Mot de passe', 'faux');
    fill('Tapez SUPPRIMER pour confirmer', 'SUPPRIMER');
    submit();
    expect(await screen.findByText('password : le mot de passe est incorrect')).toBeTruthy();
    expect(tokenStorage.hasSession()).toBe(true);
  });

  it('ends the session once the account is deleted', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    const ended = vi.fn();
    const unsubscribe = onSessionExpired(ended);
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, message: 'ok' }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fill('Mot de passe', 'mon-secret');
    fill('Tapez SUPPRIMER pour confirmer', 'SUPPRIMER');
    submit();
    await waitFor(() => expect(ended).toHaveBeenCalledWith('ended'));
    expect(tokenStorage.hasSession()).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'mon-secret', confirmation: 'SUPPRIMER' });
    unsubscribe();
  });
});
