import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { UserCache } from '../auth/user-cache';

type SubscriptionFields = Pick<UserRow, 'subscriptionStatus' | 'subscriptionEndsAt'>;

/**
 * Generating, scheduling and publishing need a live trial or subscription. The end date is checked too, so a
 * lapsed account is refused even before the daily expiry job has run. No end date (an administrator's trial)
 * never lapses.
 */
export function hasLiveSubscription(user: SubscriptionFields, now: Date): boolean {
  if (user.subscriptionStatus !== 'trial' && user.subscriptionStatus !== 'active') return false;
  return user.subscriptionEndsAt === null || user.subscriptionEndsAt.getTime() > now.getTime();
}

/** Throws the 402 SUBSCRIPTION_REQUIRED error of docs/design/ARCHITECTURE.md §10 (for services and jobs). */
export function assertLiveSubscription(user: SubscriptionFields, now: Date): void {
  if (!hasLiveSubscription(user, now)) throw new AppError('SUBSCRIPTION_REQUIRED');
}

export type SubscriptionGate = (request: FastifyRequest) => Promise<void>;

/** A preHandler for routes that generate, schedule or publish: `{ preHandler: container.subscriptionGate }`. */
export function createSubscriptionGate(deps: { userCache: UserCache; clock: Clock }): SubscriptionGate {
  return async (request) => {
    const user = request.auth && (await deps.userCache.get(request.auth.userId));
    if (!user) throw new AppError('UNAUTHENTICATED');
    assertLiveSubscription(user, deps.clock.now());
  };
}
