import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@plume/contracts/auth';

export function buildRegistration(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    email: `marie.${id}@boulangerie.fr`,
    password: 'croissant-2025',
    first_name: 'Marie',
    last_name: 'Dupont',
    business_name: 'Marie Dupont',
    ...overrides,
  };
}

/** Registers then logs in a new user; returns the login response and a bearer header. */
export async function createUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const registration = buildRegistration(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
  if (registered.statusCode !== 201) throw new Error(`inscription refusée : ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login-robust',
    payload: { email: registration.email, password: registration.password },
  });
  const body = login.json<LoginResponse>();
  return { registration, login: body, headers: { authorization: `Bearer ${body.access_token}` } };
}
