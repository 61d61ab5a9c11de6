import type { User } from '@plume/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { isApiError, isNetworkError } from '@/lib/errors';
import { expireSession, onSessionExpired } from '@/lib/session-events';
import { tokenStorage } from '@/lib/token-storage';
import { fr } from '@/locales/fr';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { clearCachedUser, readCachedUser, writeCachedUser } from '@/app/cached-user';

export type Screen =
  | { name: 'restoring' }
  | { name: 'onboarding' }
  | { name: 'login' }
  | { name: 'dashboard'; user: User }
  | { name: 'admin'; user: User };

const MAX_RETRY_DELAY_MS = 30_000;

/** The main application's state machine (docs/spec/part-2-signed-in-application.md §2.2 and §4.1): onboarding
 * | login | dashboard | admin. */
export function useSession() {
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(() => tokenStorage.hasSession());
  const [guestScreen, setGuestScreen] = useState<'onboarding' | 'login'>('onboarding');
  const [cachedUser, setCachedUser] = useState(readCachedUser);

  const me = useQuery({
    ...meQueryOptions(),
    enabled: hasSession,
    // Offline or server unreachable: keep the session and keep trying.
    retry: (_failureCount, error) => isNetworkError(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
  });

  const leave = useCallback(() => {
    clearCachedUser();
    queryClient.clear();
    setCachedUser(null);
    setHasSession(false);
    setGuestScreen('onboarding');
  }, [queryClient]);

  useEffect(
    () =>
      onSessionExpired((reason) => {
        leave();
        // An ended session (account deleted) has its own message, shown by the screen that ended it.
        if (reason === 'expired') toast.info(fr.session.expired);
      }),
    [leave],
  );

  // 401 (once the refresh failed) or 403 on the profile check ends the session.
  useEffect(() => {
    if (isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)) expireSession();
  }, [me.error]);

  useEffect(() => {
    if (me.data) writeCachedUser(me.data);
  }, [me.data]);

  const logout = useLogout(() => {
    toast.success(fr.session.logoutSuccess);
    leave();
  });

  const signIn = useCallback(
    (user?: User) => {
      if (user) queryClient.setQueryData(meQueryOptions().queryKey, user);
      setHasSession(true);
    },
    [queryClient],
  );

  const user = me.data ?? (isNetworkError(me.failureReason) ? cachedUser : null);
  let screen: Screen;
  if (!hasSession) screen = { name: guestScreen };
  else if (!user) screen = { name: 'restoring' };
  else screen = user.is_admin ? { name: 'admin', user } : { name: 'dashboard', user };

  return {
    screen,
    showLogin: () => setGuestScreen('login'),
    signIn,
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}

export type Session = ReturnType<typeof useSession>;
