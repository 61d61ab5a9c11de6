import type { FastifyRequest } from 'fastify';

/** This application's addresses, as the social routes need them: PUBLIC_URL, and every origin of ours (this
 * server, PUBLIC_URL, CORS_ORIGINS). */
export interface AppOrigins {
  publicUrl: string | undefined;
  allowedOrigins: readonly string[];
}

/**
 * The origin OAuth redirects come back to: PUBLIC_URL when set; otherwise the origin the browser used, but
 * only if it is one of ours (the Host header is the client's to choose).
 */
export function appOrigin(origins: AppOrigins, request: FastifyRequest): string {
  if (origins.publicUrl) return new URL(origins.publicUrl).origin;
  const origin = `${request.protocol}://${request.host}`;
  return origins.allowedOrigins.includes(origin) ? origin : (origins.allowedOrigins[0] ?? origin);
}
