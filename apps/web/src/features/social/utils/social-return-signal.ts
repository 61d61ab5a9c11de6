import { PAYMENT_RETURN_PARAMS } from '@/lib/payment-return';

// What the first screen needs to notice a social authorisation's outcome, without the networks' web parts: the
// exact reading (`social-return.ts`, through the networks' registry) loads only when there is one to read.

const OUTCOME_PARAM = /^[a-z]+_(success|error)$/;
const PAYMENT_PARAMS: readonly string[] = PAYMENT_RETURN_PARAMS;

/** Whether the address may carry a network's `<network>_success` or `<network>_error` (a checkout's
 * `payment_success` is not one). */
export function maySocialReturn(params: URLSearchParams): boolean {
  for (const name of params.keys()) {
    if (OUTCOME_PARAM.test(name) && !PAYMENT_PARAMS.includes(name)) return true;
  }
  return false;
}

// Set when a return address was handled: the dashboard, which mounts after the session is restored (and so
// after the parameters were stripped), then opens on the social tab where the new connection shows.
let socialReturnHandled = false;

export function markSocialReturnHandled() {
  socialReturnHandled = true;
}

/** Whether the dashboard should open on the social tab; read during the first render, so it does not change it. */
export function isSocialReturnPending(): boolean {
  return socialReturnHandled;
}

/** Clears the mark once the dashboard has applied it, so it serves one load only. */
export function clearSocialReturn() {
  socialReturnHandled = false;
}

export const FACEBOOK_AUTH_SUCCESS = 'FACEBOOK_AUTH_SUCCESS';
export const FACEBOOK_AUTH_ERROR = 'FACEBOOK_AUTH_ERROR';
export const INSTAGRAM_AUTH_SUCCESS = 'INSTAGRAM_AUTH_SUCCESS';

export interface SocialAuthMessage {
  type: typeof FACEBOOK_AUTH_SUCCESS | typeof FACEBOOK_AUTH_ERROR | typeof INSTAGRAM_AUTH_SUCCESS;
  data?: { page_name?: string; username?: string };
  error?: string;
}

/** A window message from our own origin carrying a social outcome, or null. */
export function readSocialMessage(event: MessageEvent, origin: string): SocialAuthMessage | null {
  if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) return null;
  const message = event.data as Partial<SocialAuthMessage>;
  const known = [FACEBOOK_AUTH_SUCCESS, FACEBOOK_AUTH_ERROR, INSTAGRAM_AUTH_SUCCESS] as string[];
  return typeof message.type === 'string' && known.includes(message.type)
    ? (message as SocialAuthMessage)
    : null;
}
