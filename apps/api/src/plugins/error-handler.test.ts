import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { registerErrorHandler, registerNotFound } from './error-handler';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerNotFound(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('maps an AppError to its status, French detail, code and headers', async () => {
    const app = await appThrowing(
      new AppError('TOO_MANY_LOGIN_ATTEMPTS', { headers: { 'retry-after': '60' } }),
    );
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('never leaks internals of an unexpected error', async () => {
    const app = await appThrowing(new Error('select * from users where password_hash = secret'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
      code: 'INTERNAL_ERROR',
      request_id: response.headers['x-request-id'],
    });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.body).not.toContain('password_hash');
  });

  it('maps connection failures to 503', async () => {
    const app = await appThrowing(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
