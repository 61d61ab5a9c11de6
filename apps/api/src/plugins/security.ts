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
 * The headers of a JSON answer, which no browser renders as a page: nothing may load from it or frame it
 * (`default-src 'none'`, `frame-ancestors 'none'`, `X-Frame-Options`), it is never sniffed as another type,
 * never read by another origin's page (`Cross-Origin-Resource-Policy`), and HTTPS stays required. The rest of
 * helmet's set governs documents (scripts, styles, popups, referrers, prefetching, old browsers' download and
 * XSS filters) and stays on everything else: pages, scripts, images, media, the API documentation.
 */
export function jsonAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ];
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.flatMap((name) => (documentHeaders[name] ? [[name, documentHeaders[name]]] : [])),
    ),
  };
}

let computed: { documentHeaders: Record<string, string>; jsonHeaders: Record<string, string> } | undefined;

/** Both sets, computed once per process. */
export function securityHeaders() {
  if (!computed) {
    const documentHeaders = computeSecurityHeaders();
    computed = { documentHeaders, jsonHeaders: jsonAnswerHeaders(documentHeaders) };
  }
  return computed;
}

/** What an API error answered before any hook runs (a URL that does not decode) sets itself. */
export function apiErrorHeaders(): Record<string, string> {
  return { ...securityHeaders().jsonHeaders, 'cache-control': 'no-store' };
}

/**
 * Set on every answer once its type is known: JSON answers get `jsonAnswerHeaders`, the others helmet's whole
 * set. Half of the headers and a fifth of the bytes of a light JSON answer were document headers, about a fifth
 * of its CPU (ADR 0003). Also `Cache-Control: no-store` on every API answer that sets none: most carry personal
 * data (profile, posts, tokens) that no browser or shared cache may keep. A route that sets its own (signed
 * media, public files) keeps it; the web app's hashed assets are outside /api.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const { documentHeaders, jsonHeaders } = securityHeaders();
  // A callback hook: an async one costs a promise per request for no waiting.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(
      typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : documentHeaders,
    );
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
