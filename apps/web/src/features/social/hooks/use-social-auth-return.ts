import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  clearSocialReturn,
  markSocialReturnHandled,
  maySocialReturn,
  readSocialMessage,
} from '@/features/social/utils/social-return-signal';

// The networks' web parts (messages, account pickers) load only when there is an outcome to show.
const loadApply = () => import('@/features/social/utils/apply-social-return');

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
    if (!maySocialReturn(url.searchParams)) return;
    // Marked now, before the dashboard's first render can read it; cleared if no known network returned.
    markSocialReturnHandled();
    let current = true;
    void loadApply().then(({ applySocialReturn }) => {
      if (current && !applySocialReturn(url, queryClient, navigate)) clearSocialReturn();
    });
    return () => {
      current = false;
    };
  }, [location.search, navigate, queryClient]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readSocialMessage(event, window.location.origin);
      if (!message) return;
      void loadApply().then(({ applySocialMessage }) => applySocialMessage(message, queryClient));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
