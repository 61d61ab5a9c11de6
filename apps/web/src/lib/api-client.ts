import type { TokenPair } from '@plume/contracts/auth';
import { ApiError, NetworkError } from '@/lib/errors';
import { expireSession } from '@/lib/session-events';
import { tokenStorage } from '@/lib/token-storage';

export const API_PREFIX = '/api';
export const AUTH_TIMEOUT_MS = 15_000;
const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  withAuth?: boolean;
  /** On a 401, do not refresh the session (login, register, refresh and logout themselves). */
  skipRefresh?: boolean;
}

/** One call to the API: JSON in and out, bearer token, timeout, typed errors, and on a 401 one refresh of the
 * session followed by one retry. When the refresh is refused the session ends (tokens cleared, app told). */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request(path, options, readResponse<T>);
}

/** A file download (e.g. the data export) through the same session handling: the bytes and the server's name. */
export function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  return request(path, options, async (response) => {
    if (!response.ok) return readResponse<never>(response);
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.zip';
    return { blob: await response.blob(), filename };
  });
}

async function request<T>(
  path: string,
  options: RequestOptions,
  readResponse: (response: Response) => Promise<T>,
): Promise<T> {
  const sentToken = options.withAuth === false ? null : tokenStorage.getAccessToken();
  const response = await send(path, options, sentToken);
  if (response.status !== 401 || options.skipRefresh) return readResponse(response);

  // Another request may have refreshed the session while this one was in flight: then only retry.
  const currentToken = tokenStorage.getAccessToken();
  const refreshed = (currentToken !== null && currentToken !== sentToken) || (await refreshSession());
  if (!refreshed) {
    expireSession();
    return readResponse(response);
  }
  const retried = await send(path, options, tokenStorage.getAccessToken());
  if (retried.status === 401) expireSession();
  return readResponse(retried);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file upload) sets its own multipart content type.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error;
    throw new NetworkError(timedOut, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

let refreshInFlight: Promise<boolean> | null = null;

/** Exchanges the stored refresh token once, shared by every request that got a 401 at the same moment:
 * refresh tokens rotate, so two parallel refreshes would look like a reuse and revoke the session.
 * Resolves false when the server refuses (or answers nonsense); a network failure is thrown and keeps
 * the session. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const tokens = await apiRequest<Partial<TokenPair> | undefined>('/auth/refresh', {
        method: 'POST',
        body: { refresh_token: refreshToken },
        withAuth: false,
        skipRefresh: true,
        timeoutMs: AUTH_TIMEOUT_MS,
      });
      if (typeof tokens?.access_token !== 'string') return false;
      tokenStorage.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      return true;
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      return false;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
