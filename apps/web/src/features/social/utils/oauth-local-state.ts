import type { ConnectablePlatform } from '@plume/contracts/social';
import { browserStorage } from '@/lib/safe-storage';

const KEY = 'social_oauth_state';

interface LocalOAuthState {
  platform: ConnectablePlatform;
  state: string;
  user_id: string;
}

/** docs/spec/part-2-signed-in-application.md §7: the state is combined with the user id and kept locally
 * while the user authorises. */
export function rememberOAuthState(value: LocalOAuthState) {
  browserStorage.set(KEY, JSON.stringify(value));
}

/** The remembered attempt, forgotten as it is read: each state serves once. */
export function takeOAuthState(): LocalOAuthState | null {
  const raw = browserStorage.get(KEY);
  browserStorage.remove(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LocalOAuthState;
  } catch {
    return null;
  }
}
