import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckout, pressDemoButton } from '../modules/payments/payments-test-helpers';
import { createUser } from '../test/factories';
import { createLoggedApp, type LoggedApp } from '../test/logged-app';

/**
 * Lines a service writes while serving a request name that request (`reqId`), as the access line does: the
 * route hands the service its request's logger. The application logs JSON lines into `lines`.
 */
let logging: LoggedApp;
let logged: LoggedApp['app'];
let lines: LoggedApp['lines'];

beforeAll(async () => {
  // An SMTP server nobody listens on: the reset e-mail fails after the answer.
  logging = await createLoggedApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Plume <bonjour@plume.test>' },
  });
  ({ app: logged, lines } = logging);
});
afterAll(() => logging.close());

async function lineSaying(msg: string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const line = lines.find((candidate) => candidate.msg === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`aucune ligne « ${msg} »`);
}

describe('log lines written while serving a request', () => {
  it('name the request when the reset e-mail fails after the answer', async () => {
    const user = await createUser(logged);
    lines.length = 0;
    const response = await logged.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.registration.email },
    });
    expect(response.statusCode).toBe(200);
    const failure = await lineSaying("échec de l'envoi de l'e-mail de réinitialisation");
    expect(failure).toMatchObject({ level: 50, reqId: response.headers['x-request-id'] });
  });

  it('name the payment that found its promo code used up since the checkout opened', async () => {
    await logging.test.container.payments.store.catalogue.createPromoCode({
      code: 'UNSEUL',
      discountType: 'percentage',
      discountValue: 10,
      maxUses: 1,
    });
    const app = { ...logging.test, app: logged };
    const buyers = [await createUser(logged), await createUser(logged)];
    const sessions = [];
    for (const buyer of buyers)
      sessions.push(await openCheckout(app, buyer.headers, { promo_code: 'UNSEUL' }));
    lines.length = 0;
    expect((await pressDemoButton(app, sessions[0]!.url, 'pay')).statusCode).toBe(303);
    const second = await pressDemoButton(app, sessions[1]!.url, 'pay');
    expect(second.statusCode).toBe(303);
    const warning = await lineSaying('code promo épuisé entre la création et le paiement');
    expect(warning).toMatchObject({ level: 40, reqId: second.headers['x-request-id'] });
  });

  it('name the probe that found the service not ready, and say which check failed', async () => {
    lines.length = 0;
    // This application runs no job engine: the readiness probe fails on it.
    const response = await logged.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const warning = await lineSaying('pas prêt');
    expect(warning).toMatchObject({ level: 40, check: 'jobs', reqId: response.headers['x-request-id'] });
  });
});
