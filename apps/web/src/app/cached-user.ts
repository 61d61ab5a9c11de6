import type { User } from '@plume/contracts/auth';
import { browserStorage } from '@/lib/safe-storage';

const CACHED_USER_KEY = 'plume_user';

/** The last user the server confirmed, so that a launch without network still opens the dashboard
 * (docs/spec/part-2-signed-in-application.md §4.1: a network error keeps the user logged in). */
export function readCachedUser(): User | null {
  const raw = browserStorage.get(CACHED_USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUserLike(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User) {
  browserStorage.set(CACHED_USER_KEY, JSON.stringify(user));
}

export function clearCachedUser() {
  browserStorage.remove(CACHED_USER_KEY);
}

// We wrote this value ourselves from a server response; a light check guards against an old or edited entry.
function isUserLike(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.user_id === 'string' &&
    typeof record.email === 'string' &&
    typeof record.business_name === 'string' &&
    typeof record.is_admin === 'boolean'
  );
}
