import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { AccessTokenIssuer } from '../modules/auth/access-tokens';
import type { UserCache } from '../modules/auth/user-cache';
import type { AccountStamp } from '../modules/auth/users.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token (register, login, health, signed callbacks…). */
    public?: boolean;
    /** Only for administrators (checked against the database on every call). */
    admin?: boolean;
  }
  interface FastifyRequest {
    /** The caller; `stamp` when the account check read it from the database (see UserCache.check). */
    auth: { userId: string; stamp?: AccountStamp | undefined } | null;
  }
}

export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The single rule deciding whether a route asks for a bearer token (also what the OpenAPI document says). */
export function requiresToken(route: { url: string; config?: { public?: boolean } | undefined }): boolean {
  return route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && !route.config?.public;
}

/**
 * Secure by default: every /api route requires a valid access token unless its config says `public`.
 * Must be registered before the routes, since it hooks their creation.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { accessTokens: AccessTokenIssuer; userCache: UserCache },
) {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest) {
    const token = readBearer(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await deps.accessTokens.verify(token);
    if (!claims) throw new AppError('TOKEN_INVALID');
    // A signed token outlives its account: a deleted account is refused at once, in every process.
    const account = await deps.userCache.check(claims.userId);
    if (!account) throw new AppError('TOKEN_INVALID');
    request.auth = { userId: claims.userId, stamp: account.stamp };
  }

  async function requireAdmin(request: FastifyRequest) {
    const user = request.auth && (await deps.userCache.get(request.auth.userId));
    if (!user?.isAdmin) throw new AppError('ADMIN_REQUIRED');
  }

  // onRequest runs before the body is parsed: an anonymous caller learns nothing about the payload rules.
  app.addHook('onRoute', (route) => {
    if (!requiresToken(route)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authenticate, ...(route.config?.admin ? [requireAdmin] : []), ...existing];
  });
}

/** The account's stamp when this request's account check read it (PostgreSQL), to spare a second statement. */
export function accountStamp(request: FastifyRequest): AccountStamp | undefined {
  return request.auth?.stamp;
}

/** The authenticated user's id; only valid inside routes that are not public. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.userId;
}
