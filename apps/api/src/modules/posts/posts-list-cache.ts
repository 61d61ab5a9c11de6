import { bodyEtag } from '../../lib/etag';
import { singleFlight } from '../../lib/single-flight';

/**
 * The posts list's serialised answer per owner, tagged with the owner's list counter (raised by database triggers
 * on every change, migration 0013) and the media token its URLs carry. A hit needs both to match, so a stale list
 * is never served, from any process. Least recently used owners are evicted beyond the byte budget (ADR 0014).
 */
export interface PostsListCache {
  get(userId: string, version: number, token: string): string | undefined;
  set(userId: string, version: number, token: string, body: string): void;
  /**
   * The answer and its ETag (computed once per cached body): from the cache, else built by `build` once for
   * every caller asking for the same key, counter and token meanwhile, then kept.
   */
  load(key: string, version: number, token: string, build: () => Promise<string>): Promise<TaggedBody>;
}

export interface TaggedBody {
  body: string;
  etag: string;
}

interface Entry {
  version: number;
  token: string;
  body: string;
  etag?: string;
}

export function createPostsListCache(maxBytes: number): PostsListCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const building = singleFlight<TaggedBody>();
  let bytes = 0;

  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(userId);
  };

  const find = (userId: string, version: number, token: string) => {
    const entry = entries.get(userId);
    if (!entry || entry.version !== version || entry.token !== token) return undefined;
    entries.delete(userId);
    entries.set(userId, entry);
    return entry;
  };

  const keep = (userId: string, entry: Entry) => {
    drop(userId);
    // One owner may not take more than a quarter of the budget (a huge list is rebuilt instead).
    if (entry.body.length > maxBytes / 4) return;
    entries.set(userId, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    get: (userId, version, token) => find(userId, version, token)?.body,
    set: (userId, version, token, body) => keep(userId, { version, token, body }),
    load(key, version, token, build) {
      const entry = find(key, version, token);
      if (entry) return Promise.resolve({ body: entry.body, etag: (entry.etag ??= bodyEtag(entry.body)) });
      return building(`${key}\n${version}\n${token}`, async () => {
        const body = await build();
        const etag = bodyEtag(body);
        keep(key, { version, token, body, etag });
        return { body, etag };
      });
    },
  };
}
