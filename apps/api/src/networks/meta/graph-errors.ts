import { NEEDS_RECONNECT_REASON, SocialNetworkError } from '../network.port';

/** Graph API error body (docs/design/API-FACTS.md §1): `error.{message, type, code, error_subcode,
 * is_transient}`. */
export interface GraphErrorBody {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; is_transient?: boolean };
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);

export const REASONS = {
  rateLimited: 'Limite de requêtes du réseau atteinte : nouvel essai automatique plus tard.',
  unavailable: 'Le réseau social est momentanément indisponible : nouvel essai automatique plus tard.',
  timeout: 'Le réseau social ne répond pas : nouvel essai automatique plus tard.',
  policy: 'Publication bloquée par le réseau (règles de la communauté).',
  duplicate: 'Le réseau a refusé ce post : il est identique à une publication récente.',
  permission:
    'Autorisation manquante sur le compte : reconnectez-le en acceptant toutes les autorisations demandées.',
  invalidMedia: 'Média ou contenu refusé par le réseau (format, taille ou adresse inaccessible).',
  refused: 'Le réseau social a refusé la publication.',
} as const;

/** Transient (retry with backoff) or permanent (mark the post failed), with a French reason. */
export function classifyGraphError(status: number, body: unknown): SocialNetworkError {
  const error = (body as GraphErrorBody | undefined)?.error ?? {};
  const code = error.code;
  const details = { code, subcode: error.error_subcode };
  if (code === 190)
    return new SocialNetworkError('permanent', NEEDS_RECONNECT_REASON, { ...details, tokenInvalid: true });
  if (code !== undefined && RATE_LIMIT_CODES.has(code))
    return new SocialNetworkError('transient', REASONS.rateLimited, details);
  if (code === 368) return new SocialNetworkError('permanent', REASONS.policy, details);
  if (code === 506) return new SocialNetworkError('permanent', REASONS.duplicate, details);
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) {
    return new SocialNetworkError('permanent', REASONS.permission, details);
  }
  if (status >= 500 || code === 1 || code === 2 || error.is_transient === true) {
    return new SocialNetworkError('transient', REASONS.unavailable, details);
  }
  if (code === 100 || code === 9004 || code === 352 || code === 36003) {
    return new SocialNetworkError('permanent', REASONS.invalidMedia, details);
  }
  return new SocialNetworkError('permanent', REASONS.refused, details);
}
