import { fr } from '@/locales/fr';
import { SOCIAL_NETWORKS } from '@/features/social/networks/registry';
import {
  FACEBOOK_AUTH_ERROR,
  FACEBOOK_AUTH_SUCCESS,
  INSTAGRAM_AUTH_SUCCESS,
  type SocialAuthMessage,
} from '@/features/social/utils/social-return-signal';

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
