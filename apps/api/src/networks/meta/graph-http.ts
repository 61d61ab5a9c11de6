import { SocialNetworkError } from '../network.port';
import { classifyGraphError, REASONS } from './graph-errors';

export interface GraphHttpOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Params = Record<string, string>;

/**
 * One Graph API call: GET with query parameters or POST with a form body, a timeout, and every failure turned
 * into a classified SocialNetworkError. Tokens travel as parameters, as Meta documents; nothing is logged.
 */
export function createGraphHttp(options: GraphHttpOptions = {}) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(method: 'GET' | 'POST', url: string, params: Params): Promise<T> {
    const target = new URL(url);
    const init: RequestInit = { method, signal: AbortSignal.timeout(timeoutMs) };
    if (method === 'GET')
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    else {
      init.body = new URLSearchParams(params);
      init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
    }
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(target, init);
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : {};
    } catch (error) {
      throw new SocialNetworkError('transient', REASONS.timeout, { cause: error });
    }
    if (!response.ok || (body as { error?: unknown }).error) throw classifyGraphError(response.status, body);
    return body as T;
  }

  return {
    get: <T>(url: string, params: Params) => call<T>('GET', url, params),
    post: <T>(url: string, params: Params) => call<T>('POST', url, params),
  };
}

export type GraphHttp = ReturnType<typeof createGraphHttp>;
