import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createLoggedApp, type LoggedApp } from '../test/logged-app';

/** The application with its production logger writing JSON lines into `lines`. */
let logging: LoggedApp;
let logged: LoggedApp['app'];
let lines: LoggedApp['lines'];

beforeAll(async () => {
  logging = await createLoggedApp();
  ({ app: logged, lines } = logging);
});
afterAll(() => logging.close());

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
    // Milliseconds to the microsecond, not a double's seventeen digits.
    const { responseTime } = lines[0] as { responseTime: number };
    expect(responseTime).toBeGreaterThanOrEqual(0);
    expect(Math.round(responseTime * 1000) / 1000).toBe(responseTime);
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
