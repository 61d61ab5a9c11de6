import { randomUUID } from 'node:crypto';
import type { CheckoutResponse, CheckoutStatus, PackagesResponse } from '@plume/contracts/payments';
import type { PlanRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { CHECKOUT_ID_PLACEHOLDER, type PaymentProvider } from '../../ports/payments.port';
import type { UserCache } from '../auth/user-cache';
import type { BillingEventsService, BillingLog } from './billing-events.service';
import type { PaymentsStore } from './payments.store';
import { centsToEuros, discountCents, isPromoCodeUsable, keptTrialEnd, planPriceCents } from './pricing';

export interface CheckoutServiceDeps {
  store: PaymentsStore;
  provider: PaymentProvider;
  billingEvents: BillingEventsService;
  userCache: UserCache;
  clock: Clock;
  allowedOrigins: readonly string[];
}

export interface CreateCheckoutInput {
  package_id: string;
  origin_url: string;
  promo_code?: string | undefined;
  billing_period: 'monthly' | 'yearly';
}

export function toPackage(plan: PlanRow) {
  return {
    plan_id: plan.id,
    name: plan.name,
    description: plan.description,
    amount: centsToEuros(plan.priceMonthlyCents),
    amount_yearly: centsToEuros(plan.priceYearlyCents),
    currency: 'EUR' as const,
    features: plan.features,
    limits: { posts_per_month: plan.postsPerMonth, networks: plan.networks, library_size: plan.librarySize },
  };
}

/** Plans, hosted checkout, status polling and the customer portal. */
/** Plans change rarely (an administrator's edit): each process keeps the list this long. */
const PACKAGES_TTL_MS = 30_000;

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { store, provider, clock } = deps;
  let packages: { value: Promise<PackagesResponse>; expiresAt: number } | undefined;

  /** Only our own sites may be returned to: the checkout must not become an open redirect. */
  function allowedOrigin(originUrl: string): string {
    const origin = new URL(originUrl).origin;
    if (!deps.allowedOrigins.includes(origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
    return origin;
  }

  async function usablePromo(code: string | undefined) {
    if (!code) return undefined;
    const promo = await store.catalogue.findPromoCode(code);
    if (!promo || !isPromoCodeUsable(promo, clock.now())) throw new AppError('PROMO_CODE_INVALID');
    return promo;
  }

  async function callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('PAYMENT_PROVIDER_ERROR', { cause: error });
    }
  }

  return {
    listPackages(): Promise<PackagesResponse> {
      const now = performance.now();
      if (!packages || packages.expiresAt <= now) {
        const value = store.catalogue.listPlans().then((plans) => ({
          packages: Object.fromEntries(plans.map((plan) => [plan.id, toPackage(plan)])),
        }));
        // A failed read is not kept.
        value.catch(() => (packages = undefined));
        packages = { value, expiresAt: now + PACKAGES_TTL_MS };
      }
      return packages.value;
    },

    async createCheckout(userId: string, input: CreateCheckoutInput): Promise<CheckoutResponse> {
      const origin = allowedOrigin(input.origin_url);
      const [plan, user, account] = await Promise.all([
        store.catalogue.findPlan(input.package_id),
        deps.userCache.get(userId),
        store.billing.findAccountByUser(userId),
      ]);
      if (!plan) throw new AppError('PLAN_NOT_FOUND');
      if (!user) throw new AppError('TOKEN_INVALID');
      const promo = await usablePromo(input.promo_code);
      const price = planPriceCents(plan, input.billing_period);
      const successUrl = `${origin}/?session_id=${CHECKOUT_ID_PLACEHOLDER}&payment_success=true`;
      const cancelUrl = `${origin}/?payment_cancelled=true`;
      const session = await callProvider(() =>
        provider.createCheckoutSession({
          userId,
          email: user.email,
          customerId: account?.customerId ?? null,
          plan: {
            id: plan.id,
            name: plan.name,
            providerPriceId:
              input.billing_period === 'yearly' ? plan.stripePriceYearly : plan.stripePriceMonthly,
          },
          billingPeriod: input.billing_period,
          unitAmountCents: price,
          discount: promo ? { code: promo.code, type: promo.discountType, value: promo.discountValue } : null,
          trialEnd: keptTrialEnd(
            { status: user.subscriptionStatus, endsAt: user.subscriptionEndsAt },
            clock.now(),
          ),
          successUrl,
          cancelUrl,
          idempotencyKey: `checkout-${randomUUID()}`,
        }),
      );
      await store.billing.insertSession({
        id: session.id,
        userId,
        provider: provider.kind,
        planId: plan.id,
        billingPeriod: input.billing_period,
        promoCodeId: promo?.id ?? null,
        amountCents: price,
        discountCents: promo ? discountCents(price, promo) : 0,
        successUrl,
        cancelUrl,
      });
      return { url: session.url, session_id: session.id };
    },

    /** Only the caller's own sessions; the answer comes from the provider, read by the server. */
    async checkoutStatus(userId: string, sessionId: string, log?: BillingLog): Promise<CheckoutStatus> {
      const own = await store.billing.findOwnSession(sessionId, userId);
      if (!own) throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
      const session = await callProvider(() => provider.retrieveCheckoutSession(sessionId));
      if (!session) throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
      // The webhook may still be on its way: a paid session read from the provider is enough to fulfil.
      if (own.status === 'open') await deps.billingEvents.fulfilCheckout(session, log);
      return { payment_status: session.paymentStatus, status: session.status };
    },

    async createPortal(userId: string, originUrl: string): Promise<{ url: string }> {
      const origin = allowedOrigin(originUrl);
      const account = await store.billing.findAccountByUser(userId);
      if (!account) throw new AppError('BILLING_ACCOUNT_MISSING');
      return callProvider(() =>
        provider.createPortalSession({ customerId: account.customerId, returnUrl: `${origin}/` }),
      );
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
