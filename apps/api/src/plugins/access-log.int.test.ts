import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loggerOptions } from '../lib/logger';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** The application with its production logger writing JSON lines into `lines`. */
let test: TestApp;
let logged: Awaited<ReturnType<typeof buildApp>>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  test = await createTestApp();
  const logger = pino(
    { ...loggerOptions({ ...test.container.config, LOG_LEVEL: 'info' }) },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  logged = await buildApp({ container: { ...test.container, logger }, logger: true });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await test.close();
});

describe('access log', () => {
  it('writes one concise line per request, without the query string or the token', async () => {
    const user = await createUser(logged);
    lines.length = 0;
    const response = await logged.inject({
      method: 'GET',
      url: '/api/auth/me?source=test',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: response.headers['x-request-id'],
      req: { method: 'GET', path: '/api/auth/me', id: response.headers['x-request-id'] },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines[0])).not.toContain(user.login.access_token);
  });

  it('writes no access line for the health probes', async () => {
    lines.length = 0;
    for (const url of ['/api/health', '/api/health/ready']) await logged.inject({ method: 'GET', url });
    // (Readiness still warns when a check fails: this app runs no job engine.)
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    await logged.inject({ method: 'GET', url: '/api/legal' });
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});
