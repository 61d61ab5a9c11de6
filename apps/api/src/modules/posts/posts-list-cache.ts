/**
 * The posts list's serialised answer per owner, tagged with the owner's list counter (raised by database triggers
 * on every change, migration 0013) and the media token its URLs carry. A hit needs both to match, so a stale list
 * is never served, from any process. Least recently used owners are evicted beyond the byte budget (ADR 0014).
 */
export interface PostsListCache {
  get(userId: string, version: number, token: string): string | undefined;
  set(userId: string, version: number, token: string, body: string): void;
}

interface Entry {
  version: number;
  token: string;
  body: string;
}

export function createPostsListCache(maxBytes: number): PostsListCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(userId);
  };

  return {
    get(userId, version, token) {
      const entry = entries.get(userId);
      if (!entry || entry.version !== version || entry.token !== token) return undefined;
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.body;
    },
    set(userId, version, token, body) {
      drop(userId);
      // One owner may not take more than a quarter of the budget (a huge list is rebuilt instead).
      if (body.length > maxBytes / 4) return;
      entries.set(userId, { version, token, body });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
