import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createFixedClock } from '../../lib/clock';
import type { UserCache } from '../auth/user-cache';
import { createSubscriptionGate, hasLiveSubscription } from './subscription-gate';

const now = new Date('2026-05-01T10:00:00Z');
const past = new Date('2026-04-30T10:00:00Z');
const future = new Date('2026-05-20T10:00:00Z');

describe('hasLiveSubscription', () => {
  it('lets a running trial or subscription through', () => {
    expect(hasLiveSubscription({ subscriptionStatus: 'trial', subscriptionEndsAt: future }, now)).toBe(true);
    expect(hasLiveSubscription({ subscriptionStatus: 'active', subscriptionEndsAt: future }, now)).toBe(true);
    expect(hasLiveSubscription({ subscriptionStatus: 'trial', subscriptionEndsAt: null }, now)).toBe(true);
  });
  it('stops expired, cancelled and lapsed accounts even before the daily job', () => {
    expect(hasLiveSubscription({ subscriptionStatus: 'expired', subscriptionEndsAt: null }, now)).toBe(false);
    expect(hasLiveSubscription({ subscriptionStatus: 'cancelled', subscriptionEndsAt: future }, now)).toBe(
      false,
    );
    expect(hasLiveSubscription({ subscriptionStatus: 'trial', subscriptionEndsAt: past }, now)).toBe(false);
  });
});

describe('subscription gate preHandler', () => {
  async function appWith(user: object | undefined) {
    const app = Fastify();
    registerErrorHandler(app);
    const userCache = { get: async () => user, invalidate: () => undefined } as unknown as UserCache;
    const gate = createSubscriptionGate({ userCache, clock: createFixedClock(now) });
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { userId: 'u1' };
    });
    app.post('/generate', { preHandler: gate }, async () => ({ ok: true }));
    return app;
  }

  it('answers 402 SUBSCRIPTION_REQUIRED with the French detail of docs/design/ARCHITECTURE.md §10', async () => {
    const app = await appWith({ subscriptionStatus: 'expired', subscriptionEndsAt: null });
    const response = await app.inject({ method: 'POST', url: '/generate' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      detail: "Votre abonnement n'est plus actif. Choisissez un forfait pour continuer.",
    });
  });

  it('lets an active account through', async () => {
    const app = await appWith({ subscriptionStatus: 'active', subscriptionEndsAt: future });
    const response = await app.inject({ method: 'POST', url: '/generate' });
    expect(response.json()).toEqual({ ok: true });
  });
});
