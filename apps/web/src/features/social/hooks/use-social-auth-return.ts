import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';
import {
  markSocialReturnHandled,
  messageAsReturn,
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
      const notice = readSocialReturn(messageAsReturn(message));
      if (notice?.kind === 'error') {
        toast.error(notice.message);
        return;
      }
      if (notice) toast.success(notice.message);
      void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
