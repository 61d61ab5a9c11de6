import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

async function forgeToken(userId: string, key: string, expiresInSeconds = 600) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('plume')
    .setAudience('plume-api')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(key));
}

describe('GET /api/auth/me', () => {
  it('returns the signed-in user with is_admin', async () => {
    const { headers, login } = await createUser(t.app);
    const response = await me(headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: login.user_id, email: login.email, is_admin: false });
  });

  it('answers 401 in French without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Vous devez être connecté', code: 'UNAUTHENTICATED' });
  });

  it('refuses alg none, a wrong key, an expired token and garbage', async () => {
    const { login } = await createUser(t.app);
    const none = new UnsecuredJWT({ typ: 'access' })
      .setSubject(login.user_id)
      .setIssuer('plume')
      .setAudience('plume-api')
      .setExpirationTime('10m')
      .encode();
    const wrongKey = await forgeToken(login.user_id, 'une-autre-cle-tout-aussi-longue-0123456789abcdef');
    const expired = await forgeToken(login.user_id, TEST_JWT_SECRET, -60);
    for (const token of [none, wrongKey, expired, 'pas.un.jwt', '']) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().detail).toMatch(/connect/);
    }
    expect((await me(`Bearer ${await forgeToken(login.user_id, TEST_JWT_SECRET)}`)).statusCode).toBe(200);
  });

  it('expires access tokens after 15 minutes of the server clock', async () => {
    const { headers } = await createUser(t.app);
    t.clock.advance(16 * 60_000);
    expect((await me(headers.authorization)).statusCode).toBe(401);
    t.clock.set(new Date());
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair each time, and the new access token works', async () => {
    const { login } = await createUser(t.app);
    const first = await refresh(login.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(login.refresh_token);
    expect((await me(`Bearer ${pair.access_token}`)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { login } = await createUser(t.app);
    const rotated = (await refresh(login.refresh_token)).json();
    const reuse = await refresh(login.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      detail: 'Session expirée, veuillez vous reconnecter',
      code: 'REFRESH_TOKEN_INVALID',
    });
    // The thief's and the owner's latest token are both dead now.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and missing tokens', async () => {
    const { login } = await createUser(t.app);
    expect((await refresh('inconnu')).statusCode).toBe(401);
    t.clock.advance(31 * 86_400_000);
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
    t.clock.set(new Date());
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toContain('« refresh_token »');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token family', async () => {
    const { login } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: login.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
  });

  it('succeeds without a body (nothing to revoke)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.json()).toEqual({ success: true });
  });
});
