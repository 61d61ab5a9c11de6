import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

function renderPage(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('ResetPasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the confirmation before any call, then sends the token with the new password', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, message: 'Votre mot de passe a été modifié.' })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/reinitialiser-mot-de-passe?token=jeton-123');

    fill('Nouveau mot de passe', 'nouveau-secret-1');
    fill('Confirmer le mot de passe', 'autre-chose-2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fill('Confirmer le mot de passe', 'nouveau-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'jeton-123', password: 'nouveau-secret-1' });
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe('/');
  });

  it('shows the server’s French refusal of a used or expired link', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ detail: 'Ce lien de réinitialisation est invalide.' }), {
          status: 400,
        }),
      ),
    );
    renderPage('/reinitialiser-mot-de-passe?token=vieux');
    fill('Nouveau mot de passe', 'nouveau-secret-1');
    fill('Confirmer le mot de passe', 'nouveau-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Ce lien de réinitialisation est invalide.')).toBeTruthy();
  });

  it('says the link is incomplete without a token', () => {
    renderPage('/reinitialiser-mot-de-passe');
    expect(screen.getByRole('alert').textContent).toContain('Ce lien est incomplet');
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).toBeNull();
  });
});
