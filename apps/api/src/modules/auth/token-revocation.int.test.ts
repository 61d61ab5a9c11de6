import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Two API processes on one database: each has its own user cache, as two servers behind a balancer. */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

describe('access tokens of a deleted account', () => {
  it('answer 401 at once in every process, on reads and on writes, never 500', async () => {
    const user = await createUser(first.app);
    // The second process has seen the account (its cache holds it) before the deletion.
    const seen = await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(seen.statusCode).toBe(200);

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { password: user.registration.password, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(200);

    for (const app of [first.app, second.app]) {
      const requests = [
        { method: 'GET' as const, url: '/api/auth/me' },
        { method: 'POST' as const, url: '/api/notes', payload: { title: 'Après', content: 'suppression' } },
        { method: 'PUT' as const, url: '/api/business-profile', payload: { business_name: 'Fantôme' } },
        { method: 'GET' as const, url: '/api/notes' },
      ];
      for (const request of requests) {
        const response = await app.inject({ ...request, headers: user.headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(response.json()).toEqual({
          detail: 'Session expirée, veuillez vous reconnecter',
          code: 'TOKEN_INVALID',
        });
      }
    }
  });

  it('leave other accounts working', async () => {
    const user = await createUser(first.app);
    const response = await second.app.inject({ method: 'GET', url: '/api/notes', headers: user.headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('an account deleted outside the application (a database tool, another writer)', () => {
  it('is refused at the next request although this process had seen it', async () => {
    const user = await createUser(first.app);
    for (const app of [first.app, second.app]) {
      const seen = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(seen.statusCode).toBe(200);
    }
    // Seen once, the account is trusted without a read where the embedded database announces deletions;
    // on PostgreSQL each request reads it (one primary-key probe).
    const reads = vi.spyOn(first.container.repositories.users, 'stamp');
    await first.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(reads).toHaveBeenCalledTimes(first.database.kind === 'pglite' ? 0 : 1);
    reads.mockRestore();

    await first.database.db.execute(sql`delete from users where email = ${user.registration.email}`);
    for (const app of [first.app, second.app]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('account checks of requests arriving together', () => {
  it('share one read, which still refuses the deleted account among them', async () => {
    const kept = await createUser(first.app);
    const gone = await createUser(first.app);
    for (const user of [kept, gone])
      expect(
        (await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode,
      ).toBe(200);
    await first.database.db.execute(sql`delete from users where email = ${gone.registration.email}`);

    const statements =
      second.database.kind === 'postgres' ? vi.spyOn(second.database.pool, 'query') : undefined;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          second.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: (index % 2 ? gone : kept).headers,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(
        Array.from({ length: 20 }, (_, index) => (index % 2 ? 401 : 200)),
      );
      // PostgreSQL reads every account on every request (PGlite trusts those it saw, until their deletion).
      if (statements) expect(statements.mock.calls.length).toBeLessThan(5);
    } finally {
      statements?.mockRestore();
    }
  });
});
