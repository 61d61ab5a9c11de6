import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '@plume/contracts/testing/builders';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '8' } });
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-robust',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/auth/register', () => {
  it('creates the account with a one-month trial', async () => {
    t.clock.set('2026-01-31T10:00:00Z');
    const response = await register(buildRegistration({ email: 'Trial.User@Example.FR ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      email: 'trial.user@example.fr',
      subscription_status: 'trial',
      subscription_ends_at: '2026-02-28T10:00:00.000Z',
    });
  });

  it('answers 409 with the spec message when the e-mail exists, whatever its case', async () => {
    const first = buildRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register({ ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Un compte existe déjà avec cette adresse email.',
      code: 'EMAIL_TAKEN',
    });
  });

  it.each([
    [{ password: 'court' }, 'password', 'au moins 8 caractères'],
    [{ email: 'pas-un-email' }, 'email', "L'adresse e-mail n'est pas valide"],
    [{ email: undefined }, 'email', "L'adresse e-mail est obligatoire"],
    [{ first_name: 'x'.repeat(101) }, 'first_name', '100 caractères'],
  ])('answers 422 naming the field for %o', async (override, field, message) => {
    const response = await register(buildRegistration(override));
    expect(response.statusCode).toBe(422);
    const body = response.json<{ detail: string; code: string }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.detail).toContain(`« ${field} »`);
    expect(body.detail).toContain(message);
  });

  it('splits business_name into first and last name when they are not sent', async () => {
    const { login: user } = await createUser(t.app, {
      first_name: undefined,
      last_name: undefined,
      business_name: 'Jean Paul Martin',
    });
    expect(user).toMatchObject({ first_name: 'Jean', last_name: 'Paul Martin', business_name: '' });
  });
});

describe('POST /api/auth/login-robust', () => {
  it('returns the tokens and the user fields the client reads', async () => {
    const registration = buildRegistration();
    await register(registration);
    const response = await login({
      email: registration.email.toUpperCase(),
      password: registration.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      email: registration.email,
      first_name: 'Marie',
      last_name: 'Dupont',
      business_name: '',
      subscription_status: 'trial',
      is_admin: false,
    });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token).toHaveLength(43);
    expect(body).not.toHaveProperty('password_hash');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const registration = buildRegistration();
    await register(registration);
    const wrong = await login({ email: registration.email, password: 'mauvais-mot-de-passe' }, '10.0.1.1');
    const unknown = await login(
      { email: 'inconnu@exemple.fr', password: 'mauvais-mot-de-passe' },
      '10.0.1.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
  });

  it('slows brute force per e-mail: after 3 failures even the right password gets a French 429', async () => {
    const registration = buildRegistration();
    await register(registration);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login({ email: registration.email, password: 'faux-faux-faux' }, `10.0.2.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await login(registration, '10.0.2.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * 60_000);
    expect((await login(registration, '10.0.2.9')).statusCode).toBe(200);
  });

  it('slows brute force per IP across many e-mails', async () => {
    for (let i = 0; i < 8; i += 1) {
      await login({ email: `victime${i}@exemple.fr`, password: 'faux-faux-faux' }, '10.0.3.3');
    }
    const blocked = await login({ email: 'autre@exemple.fr', password: 'faux-faux-faux' }, '10.0.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(
      (await login({ email: 'autre@exemple.fr', password: 'faux-faux-faux' }, '10.0.3.4')).statusCode,
    ).toBe(401);
  });

  it('answers 422 for a missing password', async () => {
    const response = await login({ email: 'a@b.fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('« password »');
  });
});
