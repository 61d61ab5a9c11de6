import { NEEDS_RECONNECT_REASON, SocialNetworkError } from '../network.port';

export interface LinkedinEndpoints {
  /** www.linkedin.com: the authorisation page and the token endpoint. */
  authUrl: string;
  /** api.linkedin.com: userinfo, images, posts, organisations. */
  apiUrl: string;
  /** Monthly version sent as `LinkedIn-Version` (YYYYMM); LinkedIn retires old ones. */
  version: string;
}

export const LINKEDIN_REASONS = {
  forbidden:
    "LinkedIn refuse cette publication : l'autorisation donnée ne permet pas de publier pour ce compte. Reconnectez LinkedIn.",
  rejected: 'LinkedIn a refusé le contenu de ce post.',
  duplicate: 'LinkedIn refuse un post identique à un post récent du même compte.',
  rateLimited: "LinkedIn limite le nombre de publications pour l'instant : nouvel essai plus tard.",
  unavailable: 'LinkedIn ne répond pas pour le moment : nouvel essai plus tard.',
  version:
    "La version de l'API LinkedIn utilisée n'est plus acceptée : l'administrateur doit mettre à jour LINKEDIN_API_VERSION.",
} as const;

/** A LinkedIn answer that is not a success, turned into a classified French refusal. */
export function classifyLinkedinError(status: number, body: unknown): SocialNetworkError {
  const message =
    typeof body === 'object' && body !== null ? String((body as { message?: unknown }).message ?? '') : '';
  const options = { code: status };
  if (status === 401)
    return new SocialNetworkError('permanent', NEEDS_RECONNECT_REASON, { ...options, tokenInvalid: true });
  if (status === 403) return new SocialNetworkError('permanent', LINKEDIN_REASONS.forbidden, options);
  if (status === 426) return new SocialNetworkError('permanent', LINKEDIN_REASONS.version, options);
  if (status === 429) return new SocialNetworkError('transient', LINKEDIN_REASONS.rateLimited, options);
  if (status >= 500) return new SocialNetworkError('transient', LINKEDIN_REASONS.unavailable, options);
  if (/duplicate/i.test(message))
    return new SocialNetworkError('permanent', LINKEDIN_REASONS.duplicate, options);
  return new SocialNetworkError('permanent', LINKEDIN_REASONS.rejected, options);
}

export interface LinkedinResponse<T> {
  body: T;
  headers: Headers;
}

/**
 * LinkedIn's REST calls with the versioned headers (`LinkedIn-Version`, `X-Restli-Protocol-Version: 2.0.0`) and
 * the member's token as a bearer; a timeout, and every failure a classified SocialNetworkError. Nothing logged.
 */
export function createLinkedinHttp(endpoints: LinkedinEndpoints, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function send<T>(url: string, init: RequestInit): Promise<LinkedinResponse<T>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SocialNetworkError('transient', LINKEDIN_REASONS.unavailable, { cause: error });
    }
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text };
      }
    }
    if (!response.ok) throw classifyLinkedinError(response.status, body);
    return { body: body as T, headers: response.headers };
  }

  const rest = (token: string, json: boolean) => ({
    authorization: `Bearer ${token}`,
    'linkedin-version': endpoints.version,
    'x-restli-protocol-version': '2.0.0',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const api = (path: string) => `${endpoints.apiUrl.replace(/\/$/, '')}${path}`;

  return {
    /** A versioned REST call under /rest. */
    rest<T>(token: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
      return send<T>(api(path), {
        method,
        headers: rest(token, payload !== undefined),
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    },
    /** OpenID Connect's userinfo (not versioned). */
    userinfo<T>(token: string) {
      return send<T>(api('/v2/userinfo'), { headers: { authorization: `Bearer ${token}` } });
    },
    /** The token endpoint: a form POST on www.linkedin.com. */
    token<T>(params: Record<string, string>) {
      return send<T>(`${endpoints.authUrl.replace(/\/$/, '')}/oauth/v2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
      });
    },
    /** The bytes of an image, to the upload address the Images API gave. */
    upload(token: string, uploadUrl: string, bytes: Buffer, mimeType: string) {
      return send<unknown>(uploadUrl, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': mimeType },
        body: new Uint8Array(bytes),
      });
    },
  };
}

export type LinkedinHttp = ReturnType<typeof createLinkedinHttp>;
