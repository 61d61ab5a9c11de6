import { fr } from '@/locales/fr';
import { SOCIAL_NETWORKS } from '@/features/social/networks/registry';

/** docs/spec/part-2-signed-in-application.md §2.2: the query parameters a social authorisation returns with
 * (`<network>_success`, `<network>_error` and the account's name); all are stripped. */
export const SOCIAL_RETURN_PARAMS = [
  ...SOCIAL_NETWORKS.flatMap((network) => [`${network.id}_success`, `${network.id}_error`]),
  'username',
  'page_name',
  'code',
] as const;

export type SocialReturnNotice = { kind: 'success' | 'error'; message: string } | null;

/** The message for a return address (docs/spec/part-2-signed-in-application.md §8), or null when it carries
 * no social outcome; an error wins over a success. */
export function readSocialReturn(params: URLSearchParams): SocialReturnNotice {
  for (const network of SOCIAL_NETWORKS) {
    const code = params.get(`${network.id}_error`);
    if (code) return { kind: 'error', message: network.returned.error(code) };
  }
  for (const network of SOCIAL_NETWORKS) {
    if (params.get(`${network.id}_success`)) {
      return { kind: 'success', message: network.returned.success(params) };
    }
  }
  return null;
}

/** The same address without the social parameters (others, like a payment's, are kept). */
export function stripSocialParams(url: URL): string {
  const cleaned = new URL(url);
  for (const name of SOCIAL_RETURN_PARAMS) cleaned.searchParams.delete(name);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
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

/** A popup's window message (the spec's types) as the parameters a redirect would have returned with, so both
 * are read by their network's part alike. */
export function messageAsReturn(message: SocialAuthMessage): URLSearchParams {
  switch (message.type) {
    case FACEBOOK_AUTH_ERROR:
      return new URLSearchParams({ facebook_error: message.error || fr.facebookCallback.authError });
    case FACEBOOK_AUTH_SUCCESS:
      return new URLSearchParams({ facebook_success: 'true', page_name: message.data?.page_name ?? '' });
    case INSTAGRAM_AUTH_SUCCESS:
      return new URLSearchParams({ instagram_success: 'true', username: message.data?.username ?? '' });
  }
}
