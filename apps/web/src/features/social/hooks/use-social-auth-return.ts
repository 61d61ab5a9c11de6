import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { fr } from '@/locales/fr';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';
import {
  FACEBOOK_AUTH_ERROR,
  FACEBOOK_AUTH_SUCCESS,
  markSocialReturnHandled,
  readSocialMessage,
  readSocialReturn,
  stripSocialParams,
} from '@/features/social/utils/social-return';

/**
 * The main application's side of social authorisation: the return address of a redirect
 * (docs/spec/part-2-signed-in-application.md §2.2, parameters shown then stripped, the dashboard then opening
 * on the social tab) and the popup's window messages (same origin only).
 */
export function useSocialAuthReturn() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const url = new URL(window.location.href);
    const notice = readSocialReturn(url.searchParams);
    if (!notice) return;
    markSocialReturnHandled();
    if (notice.kind === 'success') toast.success(notice.message);
    else toast.error(notice.message);
    void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
    void navigate(stripSocialParams(url), { replace: true });
  }, [location.search, navigate, queryClient]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readSocialMessage(event, window.location.origin);
      if (!message) return;
      if (message.type === FACEBOOK_AUTH_ERROR) {
        toast.error(fr.social.errors.facebook(message.error ?? fr.facebookCallback.authError));
        return;
      }
      toast.success(
        message.type === FACEBOOK_AUTH_SUCCESS
          ? fr.social.success.facebook(message.data?.page_name || fr.social.facebookPageFallback)
          : fr.social.success.instagram(message.data?.username ?? ''),
      );
      void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
