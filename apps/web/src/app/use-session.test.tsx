import type { User } from '@plume/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { writeCachedUser } from '@/app/cached-user';
import { useSession } from '@/app/use-session';

const user: User = {
  user_id: 'u-1',
  email: 'camille@exemple.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  business_name: '',
  logo_url: null,
  subscription_status: 'trial',
  subscription_plan: null,
  subscription_ends_at: null,
  is_admin: false,
  timezone: 'Europe/Paris',
};

function renderSession() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

const respond = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('useSession', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the welcome screen without a session, then the login screen on request', () => {
    const { result } = renderSession();
    expect(result.current.screen).toEqual({ name: 'onboarding' });
    act(() => result.current.showLogin());
    expect(result.current.screen).toEqual({ name: 'login' });
  });

  it('restores the session with GET /api/auth/me and picks the admin screen for administrators', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal('fetch', vi.fn(respond(200, { ...user, is_admin: true })));
    const { result } = renderSession();

    expect(result.current.screen).toEqual({ name: 'restoring' });
    await waitFor(() => expect(result.current.screen.name).toBe('admin'));
  });

  it('ends the session on a 403 from the profile check', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal('fetch', vi.fn(respond(403, { detail: 'Accès refusé', code: 'FORBIDDEN' })));
    const { result } = renderSession();

    await waitFor(() => expect(result.current.screen).toEqual({ name: 'onboarding' }));
    expect(tokenStorage.hasSession()).toBe(false);
  });

  it('keeps the session on a network error and shows the last known user', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    writeCachedUser(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderSession();

    await waitFor(() => expect(result.current.screen).toEqual({ name: 'dashboard', user }));
    expect(tokenStorage.hasSession()).toBe(true);
  });

  it('enters the dashboard with the user handed over by the login', () => {
    const { result } = renderSession();
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    act(() => result.current.signIn(user));
    expect(result.current.screen).toEqual({ name: 'dashboard', user });
  });
});
