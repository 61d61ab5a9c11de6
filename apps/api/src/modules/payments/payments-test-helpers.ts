import type { CheckoutResponse } from '@plume/contracts/payments';
import type { TestApp } from '../../test/test-app';

export const ORIGIN = 'http://localhost:3000';

type Headers = Record<string, string>;

export async function openCheckout(t: TestApp, headers: Headers, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/v1/checkout/session',
    headers,
    payload: { package_id: 'rocket', origin_url: ORIGIN, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`checkout refusé : ${response.body}`);
  return response.json<CheckoutResponse>();
}

/** Presses a button of the demonstration checkout page, as the browser's form does. */
export function pressDemoButton(t: TestApp, checkoutUrl: string, action: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export const getJson = <T>(t: TestApp, url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url, headers }).then((response) => response.json<T>());

/** Ends the user's free trial: a plan chosen afterwards is charged at once. */
export async function endTrial(t: TestApp, userId: string) {
  await t.container.payments.store.billing.setSubscription(userId, {
    status: 'expired',
    endsAt: t.clock.now(),
  });
  t.container.userCache.invalidate(userId);
}
