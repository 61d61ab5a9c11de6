import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local Stripe speaking its wire format (form-encoded requests, JSON objects and errors) for the endpoints
 * the adapter uses. It records every request so tests can check the parameters the SDK sent.
 */
export async function startFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const notFound = () =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
      });
    counter += 1;

    if (request.method === 'POST' && url.pathname === '/v1/coupons') {
      return send(200, { id: `co_test_${counter}`, object: 'coupon', ...params });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (params.mode !== 'subscription' || !params.success_url?.includes('{CHECKOUT_SESSION_ID}')) {
        return send(400, { error: { type: 'invalid_request_error', message: 'Invalid parameters' } });
      }
      const id = `cs_test_${counter}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        subscription: null,
        invoice: null,
        amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0),
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
      return session ? send(200, session) : notFound();
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_${counter}`,
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && subscriptionMatch) {
      const id = decodeURIComponent(subscriptionMatch[1] ?? '');
      if (!id.startsWith('sub_')) return notFound();
      return send(200, { id, object: 'subscription', status: 'canceled' });
    }
    return notFound();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What the customer does on Stripe's page. */
    markPaid(id: string, fields: Record<string, unknown>) {
      const session = sessions.get(id);
      if (session) Object.assign(session, { status: 'complete', payment_status: 'paid', ...fields });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
