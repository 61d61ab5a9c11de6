import type { ConnectablePlatform } from '@plume/contracts/social';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { getAuthUrl } from '@/features/social/api/get-auth-url';
import { webNetworkOf } from '@/features/social/networks/registry';
import { rememberOAuthState } from '@/features/social/utils/oauth-local-state';

const POPUP_FEATURES = 'popup,width=600,height=720';

/**
 * Starts a connection the way its network's web part says: a popup (opened during the click, so browsers
 * allow it; when it is blocked the whole page goes to the network and comes back with <network>_success or
 * <network>_error), or a full redirect that the server answers with the same parameters.
 */
export function useConnectSocial(userId: string) {
  const [busy, setBusy] = useState<ConnectablePlatform | null>(null);
  const watcher = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(watcher.current), []);

  const connect = useCallback(
    async (platform: ConnectablePlatform) => {
      setBusy(platform);
      const network = webNetworkOf(platform);
      const popup =
        network.connectMode === 'popup' ? window.open('', `plume-${platform}-auth`, POPUP_FEATURES) : null;
      try {
        const { auth_url, state } = await getAuthUrl(platform);
        rememberOAuthState({ platform, state, user_id: userId });
        if (!popup) {
          window.location.assign(auth_url);
          return;
        }
        popup.location.href = auth_url;
        // The outcome arrives as a window message; the button comes back once the popup is gone.
        window.clearInterval(watcher.current);
        watcher.current = window.setInterval(() => {
          if (!popup.closed) return;
          window.clearInterval(watcher.current);
          setBusy(null);
        }, 500);
      } catch {
        popup?.close();
        setBusy(null);
        toast.error(network.connectError);
      }
    },
    [userId],
  );

  return { connect, busy };
}
