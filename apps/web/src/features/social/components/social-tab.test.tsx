import type { SocialConnections } from '@plume/contracts/social';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialTab } from '@/features/social/components/social-tab';

const base = {
  connected_at: '2030-03-01T10:00:00.000Z',
  is_active: true,
  needs_reconnect: false,
  expires_at: null,
  expires_soon: false,
};
const flags = (linkedin: boolean) => ({ facebook: true, instagram: true, linkedin });

function showTab(data: SocialConnections) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SocialTab userId="u1" />
    </QueryClientProvider>,
  );
}

describe('the social tab, one card per network of the registry', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows Instagram, Facebook, then LinkedIn « Bientôt disponible » when the server does not offer it', async () => {
    showTab({
      instagram: { ...base, username: 'boulangerie' },
      facebook: {
        ...base,
        page_name: 'Ma Page',
        page_id: 'p1',
        pages: [
          { id: 'p1', name: 'Ma Page' },
          { id: 'p2', name: 'Autre Page' },
        ],
      },
      linkedin: null,
      sandbox: { facebook: false, instagram: false, linkedin: false },
      available: flags(false),
    });
    await screen.findByRole('region', { name: 'Instagram' });
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(names).toEqual(['Instagram', 'Facebook', 'LinkedIn']);
    expect(
      within(screen.getByRole('region', { name: 'Instagram' })).getByText('Connecté : @boulangerie'),
    ).toBeTruthy();
    const facebook = within(screen.getByRole('region', { name: 'Facebook' }));
    expect(facebook.getByText('Connecté : Ma Page')).toBeTruthy();
    expect(facebook.getByLabelText('Page utilisée')).toBeTruthy();
    const linkedin = within(screen.getByRole('region', { name: 'LinkedIn' }));
    expect(linkedin.getByRole('button', { name: 'Bientôt disponible' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers to reconnect LinkedIn before its token expires, with the account chooser', async () => {
    showTab({
      instagram: null,
      facebook: null,
      linkedin: {
        ...base,
        expires_at: '2030-03-25T10:00:00.000Z',
        expires_soon: true,
        account_name: 'Marie Dupont',
        account_id: 'urn:li:person:1',
        accounts: [
          { id: 'urn:li:person:1', name: 'Marie Dupont' },
          { id: 'urn:li:organization:2', name: 'Boulangerie Dupont' },
        ],
      },
      sandbox: { facebook: false, instagram: false, linkedin: false },
      available: flags(true),
    });
    const linkedin = within(await screen.findByRole('region', { name: 'LinkedIn' }));
    expect(linkedin.getByText('Connecté : Marie Dupont')).toBeTruthy();
    expect(linkedin.getByRole('status').textContent).toBe(
      "L'accès LinkedIn expire le 25 mars 2030 : reconnectez le compte pour que vos posts continuent d'être publiés.",
    );
    expect(linkedin.getByRole('button', { name: 'Reconnecter' })).toBeTruthy();
    expect(linkedin.getByLabelText('Compte utilisé')).toBeTruthy();
    const instagram = within(screen.getByRole('region', { name: 'Instagram' }));
    expect(instagram.getByText('Non connecté')).toBeTruthy();
    expect(instagram.getByRole('button', { name: 'Connecter' })).toBeTruthy();
  });
});
