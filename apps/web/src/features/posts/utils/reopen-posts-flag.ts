/** docs/spec/part-2-signed-in-application.md §2.2: a local flag set after a post edit makes the app open the
 * Posts tab on its next load.
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

/** Whether the flag is set; read during the first render, so it does not change it (renders may repeat). */
export function isPostsReopenRequested(): boolean {
  try {
    return storage()?.getItem(REOPEN_POSTS_KEY) === '1';
  } catch {
    return false;
  }
}

/** Clears the flag once the dashboard has applied it, so it serves one load only. */
export function clearPostsReopenRequest() {
  try {
    storage()?.removeItem(REOPEN_POSTS_KEY);
  } catch {
    // See storage().
  }
}
