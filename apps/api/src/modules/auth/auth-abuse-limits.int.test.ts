import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '@plume/contracts/testing/builders';
import { report } from '../../test/security/report';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The production defaults for logins (5 per e-mail, 30 per IP); a small registration limit.
  t = await createTestApp({ env: { REGISTER_MAX_PER_IP: '3', REGISTER_WINDOW_MINUTES: '60' } });
});
afterAll(() => t.close());

const register = (payload: object, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
const login = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-robust', payload, remoteAddress });

describe('login throttle under concurrency', () => {
  it('evaluates at most 5 of 20 concurrent wrong passwords for one e-mail', async () => {
    const registration = buildRegistration();
    expect((await register(registration, '203.0.113.50')).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ email: registration.email, password: `faux-${i}-faux-faux` }, `198.18.0.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const evaluated = statuses.filter((status) => status === 401).length;
    report(`20 tentatives simultanées : ${evaluated} évaluées, ${20 - evaluated} refusées (429)`);
    expect(evaluated).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    // The right password is refused too until the window ends.
    expect((await login(registration, '198.18.1.1')).statusCode).toBe(429);
  });

  it('evaluates at most 30 of 40 concurrent attempts from one IP', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: `inconnu${i}@exemple.fr`, password: 'faux-faux-faux' }, '198.18.2.2'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(30);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
  });
});

describe('POST /api/auth/register limits', () => {
  it('refuses a common password with a French message and creates nothing', async () => {
    for (const password of ['motdepasse', 'azertyuiop', 'MotDePasse', '123456789']) {
      const registration = buildRegistration({ password });
      const response = await register(registration, '203.0.113.9');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'Ce mot de passe est trop courant : choisissez-en un autre, plus difficile à deviner.',
        code: 'PASSWORD_TOO_COMMON',
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-robust',
        payload: { email: registration.email, password },
        remoteAddress: '203.0.113.9',
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it('limits account creation per IP, counting concurrent sign-ups, with a French 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register(buildRegistration(), '203.0.113.20')),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_REGISTRATIONS' });
    expect(refused[0]!.json().detail).toMatch(
      /^Trop de comptes créés depuis cette connexion\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected; the same one can register again in the next window.
    expect((await register(buildRegistration(), '203.0.113.21')).statusCode).toBe(201);
    t.clock.advance(61 * 60_000);
    expect((await register(buildRegistration(), '203.0.113.20')).statusCode).toBe(201);
  });
});
