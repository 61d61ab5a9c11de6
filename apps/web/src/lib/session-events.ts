import { tokenStorage } from '@/lib/token-storage';

/** 'expired': the server refused the session; 'ended': the app ended it itself (account deleted). */
export type SessionEndReason = 'expired' | 'ended';
type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

/** Called when the server no longer accepts the session (failed refresh, 401/403 on the profile check).
 * Clears the tokens and tells the app once; does nothing when there was no session left to end. */
export function expireSession(reason: SessionEndReason = 'expired') {
  if (!tokenStorage.hasSession()) return;
  tokenStorage.clear();
  for (const listener of listeners) listener(reason);
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
