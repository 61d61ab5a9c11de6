import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

type Route = (url: string, init: RequestInit) => { status?: number; body: unknown } | undefined;

/** Stubs fetch with a router of canned JSON answers; unknown calls answer 404. Returns the mock to inspect. */
export function stubApi(route: Route) {
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const answer = route(url, init) ?? { status: 404, body: { detail: 'Introuvable' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made so far, as method, path and parsed body. */
export const callsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
