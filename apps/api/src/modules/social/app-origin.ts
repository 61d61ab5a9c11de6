import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * The origin OAuth redirects come back to: PUBLIC_URL when set; otherwise the origin the browser used, but
 * only if it is one of ours (the Host header is the client's to choose).
 */
export function appOrigin(config: AppConfig, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const origin = `${request.protocol}://${request.host}`;
  return config.allowedOrigins.includes(origin) ? origin : (config.allowedOrigins[0] ?? origin);
}
