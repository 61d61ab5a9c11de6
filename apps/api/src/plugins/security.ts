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

type HeaderEntries = readonly (readonly [string, string])[];

const noStore = ['cache-control', 'no-store'] as const;

/**
 * The four sets an answer may get, computed once per process: helmet's whole set or the JSON answers' one, and
 * under /api each with `Cache-Control: no-store`, since most API answers carry personal data (profile, posts,
 * tokens) that no browser or shared cache may keep. The web app's hashed assets are outside /api.
 */
function headerSets() {
  const documentHeaders = Object.entries(computeSecurityHeaders());
  const jsonHeaders = Object.entries(jsonAnswerHeaders(Object.fromEntries(documentHeaders)));
  return {
    document: { api: [...documentHeaders, noStore], other: documentHeaders },
    json: { api: [...jsonHeaders, noStore], other: jsonHeaders },
  } satisfies Record<string, Record<string, HeaderEntries>>;
}

let sets: ReturnType<typeof headerSets> | undefined;

/** What an API error answered before any hook runs (a URL that does not decode) sets itself. */
export function apiErrorHeaders(): Record<string, string> {
  sets ??= headerSets();
  return Object.fromEntries(sets.json.api);
}

/**
 * Set on every answer once its type is known: JSON answers get `jsonAnswerHeaders`, the others helmet's whole
 * set. Half of the headers and a fifth of the bytes of a light JSON answer were document headers, about a fifth
 * of its CPU (ADR 0003). They are defaults: a header the route set itself (its own `Cache-Control` for signed
 * media or public files) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  sets ??= headerSets();
  const { document, json } = sets;
  // A callback hook: an async one costs a promise per request for no waiting.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const kind = typeof type === 'string' && type.startsWith('application/json') ? json : document;
    for (const [name, value] of request.url.startsWith('/api/') ? kind.api : kind.other) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
