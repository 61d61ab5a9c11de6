/** Spec part 2 §2.2: a local flag set after a post edit makes the app open the Posts tab on its next load.
 * Kept in sessionStorage: it concerns this browser tab only and must not outlive it. */
const REOPEN_POSTS_KEY = 'plume:reopen-posts';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (private mode, policy): the flag is a convenience, the app works without it.
    return null;
  }
}

export function markPostsToReopen() {
  try {
    storage()?.setItem(REOPEN_POSTS_KEY, '1');
  } catch {
    // Quota or policy: see storage().
  }
}

/** Reads and clears the flag, so it applies to one load only. */
export function consumeReopenPostsFlag(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    const isSet = store.getItem(REOPEN_POSTS_KEY) === '1';
    store.removeItem(REOPEN_POSTS_KEY);
    return isSet;
  } catch {
    return false;
  }
}
