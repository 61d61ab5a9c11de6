import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toast and dialog libraries inject <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The Facebook popup must keep its opener to send the result back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/**
 * Helmet's headers depend only on its options, so they are computed once at start by running helmet
 * against a recording response, then set on every reply. Running the middleware per request halved the
 * throughput of light routes (see docs/decisions/0003-security-headers.md).
 */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Also `Cache-Control: no-store` on every API answer by default: most carry personal data (profile,
 * posts, tokens) that no browser or shared cache may keep. A route that sets its own (signed media,
 * public files) replaces it; the web app's hashed assets are outside /api.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = computeSecurityHeaders();
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  // A callback hook: an async one costs a promise per request for no waiting.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
