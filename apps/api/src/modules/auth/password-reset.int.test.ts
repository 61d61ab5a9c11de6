import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@plume/contracts/account-recovery';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stagingEnv } from '../../test/production-env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://app.plume.test' } });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
let ipCounter = 0;
/** A new client address per test, so the per-IP limit of one test does not leak into the next. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const mailbox = () => t.container.passwordReset.mailbox!.list();

/** Asks for a link and returns the token read from the demonstration mailbox. */
async function requestToken(email: string, ip = freshIp()) {
  const before = mailbox().length;
  const response = await post('/api/auth/forgot-password', { email }, ip);
  expect(response.statusCode).toBe(200);
  // The e-mail is sent after the answer (same timing for known and unknown addresses).
  await vi.waitFor(() => expect(mailbox().length).toBeGreaterThan(before));
  const mail = mailbox()[0]!;
  expect(mail.to).toBe(email);
  const link = /https:\/\/app\.plume\.test\/reinitialiser-mot-de-passe\?token=([\w-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

const login = (email: string, password: string) =>
  post('/api/auth/login-robust', { email, password }, freshIp());

describe('POST /api/auth/forgot-password and /reset-password', () => {
  it('sends a French e-mail whose link sets a new password, revokes the sessions and works once', async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user.registration.email);
    expect(mailbox()[0]!.subject).toContain('Réinitialisation de votre mot de passe');

    const reset = await post('/api/auth/reset-password', { token, password: 'nouveau-secret-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('Votre mot de passe a été modifié');

    expect((await login(user.registration.email, 'nouveau-secret-2026')).statusCode).toBe(200);
    expect((await login(user.registration.email, user.registration.password)).statusCode).toBe(401);
    const refresh = await post('/api/auth/refresh', { refresh_token: user.login.refresh_token });
    expect(refresh.statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'encore-un-autre-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('invalide, déjà utilisé ou expiré');
  });

  it('refuses a common password in French and keeps the link usable', async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user.registration.email);
    const common = await post('/api/auth/reset-password', { token, password: 'motdepasse' });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual({
      detail: 'Ce mot de passe est trop courant : choisissez-en un autre, plus difficile à deviner.',
      code: 'PASSWORD_TOO_COMMON',
    });
    const reset = await post('/api/auth/reset-password', { token, password: 'nouveau-secret-2026' });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses a link older than one hour, and an earlier link once a newer one was sent', async () => {
    const user = await createUser(t.app);
    const first = await requestToken(user.registration.email);
    const second = await requestToken(user.registration.email);
    const older = await post('/api/auth/reset-password', { token: first, password: 'nouveau-secret-2026' });
    expect(older.statusCode).toBe(400);

    t.clock.advance(61 * 60_000);
    const expired = await post('/api/auth/reset-password', {
      token: second,
      password: 'nouveau-secret-2026',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await login(user.registration.email, user.registration.password)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a registered one, and sends nothing', async () => {
    const user = await createUser(t.app);
    await requestToken(user.registration.email);
    const sent = mailbox().length;
    const known = await post('/api/auth/forgot-password', { email: user.registration.email }, freshIp());
    const unknown = await post('/api/auth/forgot-password', { email: 'personne@inconnu.fr' }, freshIp());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
    await vi.waitFor(() => expect(mailbox().length).toBe(sent + 1));
    expect(mailbox().some((mail) => mail.to === 'personne@inconnu.fr')).toBe(false);
  });

  it('limits requests per e-mail and per IP, known and unknown addresses alike', async () => {
    for (const email of ['limite@inconnu.fr', (await createUser(t.app)).registration.email]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await post('/api/auth/forgot-password', { email }, freshIp())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    const ip = freshIp();
    const byIp = [];
    for (let i = 0; i < 11; i += 1) {
      byIp.push((await post('/api/auth/forgot-password', { email: `scan${i}@inconnu.fr` }, ip)).statusCode);
    }
    expect(byIp.slice(0, 10).every((status) => status === 200)).toBe(true);
    const limited = await post('/api/auth/forgot-password', { email: 'scan-fin@inconnu.fr' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(
      /^Trop de demandes de réinitialisation\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('validates the fields with French details', async () => {
    const badEmail = await post('/api/auth/forgot-password', { email: 'pas-un-email' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toContain("L'adresse e-mail n'est pas valide");
    const short = await post('/api/auth/reset-password', { token: 'abc', password: 'court' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toContain('au moins 8 caractères');
    const unknown = await post('/api/auth/reset-password', { token: 'inconnu', password: 'assez-long-2026' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /api/dev-mailbox (embedded mode only)', () => {
  it('shows the last e-mails to a browser on this machine, with the link clickable', async () => {
    const user = await createUser(t.app);
    await requestToken(user.registration.email);
    const page = await t.app.inject({ method: 'GET', url: '/api/dev-mailbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Boîte de réception de démonstration');
    expect(page.body).toContain(`<a href="https://app.plume.test/reinitialiser-mot-de-passe?token=`);
  });

  it('is refused to any other machine', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/dev-mailbox', remoteAddress: '203.0.113.9' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('réinitialiser');
  });

  it('is refused through a proxy or a rebound name: the Host and Origin must be loopback too', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/dev-mailbox', remoteAddress: '127.0.0.1', headers });
    const refused: Record<string, string>[] = [
      { host: 'plume.example.fr' },
      { host: 'attaquant.example:3000' },
      { host: '127.0.0.1.nip.io' },
      { host: 'localhost:3000', origin: 'https://attaquant.example' },
      { host: 'localhost:3000', origin: 'null' },
      { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9', origin: 'http://evil.localhost.example' },
    ];
    for (const headers of refused) {
      const page = await get(headers);
      expect(page.statusCode, JSON.stringify(headers)).toBe(404);
      expect(page.body).not.toContain('reinitialiser');
    }
    const accepted: Record<string, string>[] = [
      { host: 'localhost:3000' },
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      { host: '[::1]:3000', origin: 'http://localhost:3000' },
    ];
    for (const headers of accepted) {
      expect((await get(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('does not exist in production mode, even with the demonstration mail of a staging set-up', async () => {
    const production = await createTestApp({
      env: { ...stagingEnv, DATABASE_URL: 'postgres://127.0.0.1:1/plume' },
    });
    try {
      expect(production.container.config.mode).toBe('production');
      const page = await production.app.inject({
        method: 'GET',
        url: '/api/dev-mailbox',
        remoteAddress: '127.0.0.1',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('does not exist when an SMTP server is configured', async () => {
    const smtp = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Plume <bonjour@plume.test>' },
    });
    try {
      expect(smtp.container.passwordReset.mailbox).toBeUndefined();
      const page = await smtp.app.inject({
        method: 'GET',
        url: '/api/dev-mailbox',
        remoteAddress: '127.0.0.1',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
