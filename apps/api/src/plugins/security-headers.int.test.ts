import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on personal answers, errors and logins', async () => {
    const user = await createUser(t.app);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/notes', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/business-profile', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/notes' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-robust',
        payload: { email: user.registration.email, password: user.registration.password },
      }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the pages outside /api to their own rules', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/tableau', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
