import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/features/auth/components/register-form';

function renderForm() {
  const onAuthenticated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm onAuthenticated={onAuthenticated} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onAuthenticated };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('RegisterForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the mismatch message and makes no call when the confirmation differs', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { onAuthenticated } = renderForm();

    fill('Prénom', 'Camille');
    fill('Nom', 'Durand');
    fill('Adresse e-mail', 'camille@exemple.fr');
    fill('Mot de passe', 'motdepasse-1');
    fill('Confirmer le mot de passe', 'motdepasse-2');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('requires every field and makes no call when they are empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText("L'adresse e-mail est obligatoire")).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the spec payload when the passwords match', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/register'
          ? new Response(JSON.stringify({ success: true }), { status: 201 })
          : new Response(JSON.stringify({ detail: 'Trop de tentatives' }), { status: 429 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    fill('Prénom', ' Camille ');
    fill('Nom', 'Durand');
    fill('Adresse e-mail', 'camille@exemple.fr');
    fill('Mot de passe', 'motdepasse-1');
    fill('Confirmer le mot de passe', 'motdepasse-1');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'camille@exemple.fr',
      password: 'motdepasse-1',
      first_name: 'Camille',
      last_name: 'Durand',
      business_name: 'Camille Durand',
    });
  });
});
