import { useEffect, useRef } from 'react';
import { FullScreenStatus } from '@/components/full-screen-status';
import { isApiError } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { postFacebookCallback } from '@/features/social/api/facebook-callback';
import { takeOAuthState } from '@/features/social/utils/oauth-local-state';
import {
  FACEBOOK_AUTH_ERROR,
  FACEBOOK_AUTH_SUCCESS,
  type SocialAuthMessage,
} from '@/features/social/utils/social-return-signal';

/** Tells the opener (same origin only) and closes; without an opener (the popup was blocked and the whole
 * page came here) returns to the app with facebook_success / facebook_error. */
function finish(message: SocialAuthMessage) {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    window.close();
    return;
  }
  const params: Record<string, string> =
    message.type === FACEBOOK_AUTH_SUCCESS
      ? { facebook_success: 'true', page_name: message.data?.page_name ?? '' }
      : { facebook_error: message.error ?? fr.facebookCallback.authError };
  window.location.replace(`/?${new URLSearchParams(params).toString()}`);
}

async function completeAuthorisation(params: URLSearchParams) {
  const error = params.get('error');
  const code = params.get('code');
  const state = params.get('state');
  if (error) {
    takeOAuthState();
    finish({ type: FACEBOOK_AUTH_ERROR, error });
    return;
  }
  if (!code || !state) return; // docs/spec/part-1-access-payment-admin-legal.md §4: with neither, nothing happens.
  const local = takeOAuthState();
  if (local && local.state !== state) {
    finish({ type: FACEBOOK_AUTH_ERROR, error: fr.facebookCallback.authError });
    return;
  }
  try {
    const data = await postFacebookCallback({ code, state });
    finish({ type: FACEBOOK_AUTH_SUCCESS, data });
  } catch (failure) {
    // docs/spec/part-1-access-payment-admin-legal.md §8: the server's detail, else the generic message.
    const detail = isApiError(failure) ? failure.detail : undefined;
    finish({ type: FACEBOOK_AUTH_ERROR, error: detail ?? fr.facebookCallback.authError });
  }
}

/** /auth/facebook/callback, opened in the authorisation popup (docs/spec/part-1-access-payment-admin-legal.md
 * §2, §4, §8). */
export function FacebookCallbackPage() {
  const started = useRef(false);
  useEffect(() => {
    // The code and state are single use: React's development double effect must not send them twice.
    if (started.current) return;
    started.current = true;
    void completeAuthorisation(new URLSearchParams(window.location.search));
  }, []);
  return <FullScreenStatus message={fr.facebookCallback.inProgress} />;
}
