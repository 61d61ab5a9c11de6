import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('requests served by turn', () => {
  it('answers each of many requests sent together with its own account, and refuses the one without', async () => {
    const alice = await createUser(test.app, { first_name: 'Alice' });
    const bruno = await createUser(test.app, { first_name: 'Bruno' });
    const callers = Array.from({ length: 24 }, (_, index) => [alice, bruno, undefined][index % 3]);
    const responses = await Promise.all(
      callers.map((caller) =>
        test.app.inject({ method: 'GET', url: '/api/auth/me', headers: caller?.headers ?? {} }),
      ),
    );
    responses.forEach((response, index) => {
      const caller = callers[index];
      if (!caller) {
        expect(response.statusCode).toBe(401);
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json<{ email: string }>().email).toBe(caller.registration.email);
    });
    const ids = responses.map((response) => response.headers['x-request-id']);
    expect(new Set(ids).size).toBe(callers.length);
  });
});
