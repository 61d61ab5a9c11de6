import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildNote } from '@plume/contracts/testing/builders';
import type { RouteEntry } from '../../plugins/route-table';
import { toJsonSchema, validSample } from './json-samples';
import type { Actor, ObjectKind, SecurityWorld } from './security-world';

export interface ApiRoute extends RouteEntry {
  key: string;
  /** Path parameter names, optional ones (`:id?`) included. */
  params: string[];
}

/** Every /api route the application registered: the single source the security suites iterate over. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter((route) => route.url.startsWith('/api'))
    .map((route) => ({
      ...route,
      key: `${route.method} ${route.url}`,
      params: [...route.url.matchAll(/:([A-Za-z_]+)\??/g)].map((match) => match[1]!),
    }));
}

/** The authentication plugin leaves the generated documentation open besides `config.public` routes. */
export const isOpenRoute = (route: ApiRoute) => route.isPublic || route.url.startsWith('/api/docs');

/** The route's URL with its parameters filled in; `encoded` values are already percent-encoded. */
export function fillPath(url: string, values: Record<string, string>, { encoded = false } = {}): string {
  const encode = (value: string) => (encoded ? value : encodeURIComponent(value));
  return url
    .replace(/:([A-Za-z_]+)\?/g, (_all, name: string) => (values[name] ? encode(values[name]) : ''))
    .replace(/:([A-Za-z_]+)/g, (_all, name: string) => encode(values[name] ?? randomUUID()))
    .replace(/\/\*$/, '/index.html')
    .replace(/\/$/, '');
}

interface HintContext {
  actor: Actor;
  world: SecurityWorld;
}

/**
 * What the contract alone cannot say: an object kind behind an `:id` (B calling with A's id must get 404),
 * or a body/query the schema sample would not satisfy. A route without a hint is still covered by the
 * generic checks (401 when anonymous, 403 on admin routes, never a 2xx with A's ids, never a 5xx).
 */
export interface RouteHint {
  match: RegExp;
  owner?: ObjectKind;
  params?: (context: HintContext) => Record<string, string>;
  query?: (context: HintContext) => Record<string, string>;
  body?: (context: HintContext) => unknown;
}

const NOTE = buildNote();
const mediaQuery = ({ actor, world }: HintContext): Record<string, string> =>
  actor.id ? { token: world.mediaToken(actor.id) } : {};

export const ROUTE_HINTS: RouteHint[] = [
  { match: /^(PUT|DELETE) \/api\/notes\/:id\?$/, owner: 'note', body: () => NOTE },
  { match: /^POST \/api\/notes$/, body: () => NOTE },
  { match: /^PUT \/api\/content\/:id\/(title|context)$/, owner: 'content' },
  { match: /^PUT \/api\/content\/:id\/move$/, owner: 'content', body: () => ({ target_month: 'mars_2030' }) },
  { match: /^GET \/api\/content\/:id\/(file|thumb)$/, owner: 'content', query: mediaQuery },
  { match: /^\w+ \/api\/posts\/:id(\/|$)/, owner: 'post' },
  { match: /^GET \/api\/payments\/v1\/checkout\/status\/:session_id$/, owner: 'checkoutSession' },
  { match: /^GET \/api\/social\/sandbox\/media\/:id$/, owner: 'sandboxMedia' },
  { match: /^GET \/api\/admin\/analytics\/revenue$/, query: () => ({ period: 'month' }) },
  { match: /^GET \/api\/pixabay\/demo\/:file$/, params: () => ({ file: '1.jpg' }) },
  { match: /^DELETE \/api\/social\/connections\/:platform$/, params: () => ({ platform: 'linkedin' }) },
];

export const hintFor = (route: ApiRoute) => ROUTE_HINTS.find((hint) => hint.match.test(route.key));

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request the route's contract accepts, as `actor`, with the given path parameter values. */
export function buildRequest(
  route: ApiRoute,
  context: HintContext,
  paramValues: Record<string, string> = {},
): BuiltRequest {
  const hint = hintFor(route);
  const params = { ...hint?.params?.(context), ...paramValues };
  const schema = route.schema ?? {};
  const query = hint?.query?.(context) ?? validSample(toJsonSchema(schema.querystring));
  const search = new URLSearchParams(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  ).toString();
  const url = fillPath(route.url, params) + (search ? `?${search}` : '');
  const headers = { ...context.actor.headers };
  const hasBody = !['GET', 'HEAD'].includes(route.method) && (hint?.body || schema.body);
  if (!hasBody) return { method: route.method, url, headers };
  const body = hint?.body?.(context) ?? validSample(toJsonSchema(schema.body)) ?? {};
  return {
    method: route.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}
