import { tokenStorage } from '@/lib/token-storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when the server no longer accepts the session (failed refresh, 401/403 on the profile check).
 * Clears the tokens and tells the app once; does nothing when there was no session left to end. */
export function expireSession() {
  if (!tokenStorage.hasSession()) return;
  tokenStorage.clear();
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
