import type { FastifyInstance } from 'fastify';
import type { LoginResponse, RegisterRequest } from '@plume/contracts/auth';
import { buildRegistration } from '@plume/contracts/testing/builders';

/** Registers then logs in a new user; returns the login response and a bearer header. */
export async function createUser(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
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
