import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_CHECKOUT_PATH, DEMO_PORTAL_PATH } from '../../ports/payments.port';
import type { DemoCheckoutService } from './demo-checkout.service';
import { renderCheckoutPage, renderGonePage, renderPortalPage } from './demo-pages';

const sessionParams = z.object({ id: z.string().max(200) });
const portalParams = z.object({ token: z.string().max(2000) });
// The visitor arrives from the application without a bearer token: the unguessable id is the credential,
// as on Stripe's hosted pages.
const config = { public: true };
const schema = { hide: true };
const sendHtml = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);
const sendGone = (reply: FastifyReply) => sendHtml(reply, renderGonePage(), 404);

/** The demonstration twin's hosted pages: 'Payer' / 'Annuler', and the customer portal's cancellation. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod<{ demoCheckout: DemoCheckoutService }> = async (
  app,
  { demoCheckout },
) => {
  // The pages' buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );

  app.get(
    '/checkout/:id',
    { config, schema: { ...schema, params: sessionParams } },
    async (request, reply) => {
      const found = await demoCheckout.checkoutPage(request.params.id);
      if (!found) return sendGone(reply);
      return sendHtml(
        reply,
        renderCheckoutPage({
          planName: found.plan.name,
          period: found.session.billingPeriod,
          priceCents: found.session.amountCents,
          discountCents: found.session.discountCents,
          trialEnd: found.trialEnd,
          actionBase: `${DEMO_CHECKOUT_PATH}/${request.params.id}`,
        }),
      );
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/checkout/:id/${action}`,
      { config, schema: { ...schema, params: sessionParams } },
      async (request, reply) => {
        const next =
          action === 'pay'
            ? await demoCheckout.pay(request.params.id, request.log)
            : await demoCheckout.cancel(request.params.id);
        if (!next) return sendGone(reply);
        return reply.redirect(next, 303);
      },
    );
  }

  app.get(
    '/portal/:token',
    { config, schema: { ...schema, params: portalParams } },
    async (request, reply) => {
      const found = await demoCheckout.portalPage(request.params.token);
      if (!found) return reply.status(404).type('text/html; charset=utf-8').send(renderGonePage());
      return reply.type('text/html; charset=utf-8').send(
        renderPortalPage({
          planName: found.planName,
          endsAt: found.subscription?.endsAt ?? null,
          cancelAtPeriodEnd: found.account.cancelAtPeriodEnd,
          actionBase: `${DEMO_PORTAL_PATH}/${request.params.token}`,
          returnUrl: found.link.returnUrl,
        }),
      );
    },
  );

  app.post(
    '/portal/:token/cancel-subscription',
    { config, schema: { ...schema, params: portalParams } },
    async (request, reply) => {
      const next = await demoCheckout.cancelSubscription(request.params.token);
      if (!next) return sendGone(reply);
      return reply.redirect(next, 303);
    },
  );
};
