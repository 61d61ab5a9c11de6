import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** Expiries are rounded up to this step so a page of thumbnails keeps the same URLs (and browser cache) for a while. */
const EXPIRY_STEP_SECONDS = 300;

export interface MediaTokens {
  /** A token for every medium of this user, valid for the configured lifetime. */
  issue(userId: string): string;
  /** The owner's id, or null when the token is malformed, tampered with or expired. */
  verify(token: string): string | null;
}

/**
 * Short-lived HMAC-signed media tokens (docs/design/ARCHITECTURE.md §7): `<user id>.<expiry
 * seconds>.<signature>`. They go in media URLs instead of the access token, so a leaked image link neither
 * opens the account nor lives long.
 */
export function createMediaTokens(secret: string, ttlSeconds: number, clock: Clock): MediaTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    issue(userId) {
      const expiry = Math.ceil((nowSeconds() + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const payload = `${userId}.${expiry}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [userId, expiry, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${userId}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!/^\d+$/.test(expiry) || Number(expiry) <= nowSeconds()) return null;
      return userId;
    },
  };
}
