import Stripe from 'stripe';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { StripeEvent } from './stripe-objects';

/** How old a signed webhook call may be, as Stripe's own libraries check. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

// Signing and verifying are pure computations: this client never reaches the network. Made on first use, so
// that a server which receives no payment event does not load the SDK.
let offlineClient: Stripe | undefined;
const offline = () => (offlineClient ??= new Stripe('sk_offline_signature_only'));

/** Stripe's signature scheme (`Stripe-Signature: t=…,v1=…`), checked by the official SDK on the raw body. */
export function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  clock: Clock,
): StripeEvent {
  if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  try {
    const event = offline().webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // The SDK takes the receipt time in milliseconds.
      clock.now().getTime(),
    );
    return event as unknown as StripeEvent;
  } catch (error) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
  }
}

export function signStripePayload(payload: string, secret: string, clock: Clock): string {
  return offline().webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(clock.now().getTime() / 1000),
  });
}
