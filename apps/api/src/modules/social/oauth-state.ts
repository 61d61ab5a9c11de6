import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { Clock } from '../../lib/clock';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export interface OAuthStateClaims {
  nonce: string;
  userId: string;
  platform: ConnectablePlatform;
  expiresAt: Date;
}

export type StateCheck =
  { ok: true; claims: OAuthStateClaims } | { ok: false; reason: 'forged' | 'expired' | 'wrong_platform' };

/**
 * OAuth `state`: `<payload>.<HMAC-SHA256>`, the payload naming the user, the network, a random nonce and the
 * expiry (10 minutes). The signature binds it to the user; single use is enforced by recording the nonce.
 */
export function createOAuthStateSigner(key: Buffer, clock: Clock) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(userId: string, platform: ConnectablePlatform): string {
      const nonce = randomBytes(16).toString('base64url');
      const expires = clock.now().getTime() + OAUTH_STATE_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ n: nonce, u: userId, p: platform, e: expires })).toString(
        'base64url',
      );
      return `${payload}.${sign(payload)}`;
    },

    check(state: string, platform: ConnectablePlatform): StateCheck {
      const [payload, signature, extra] = state.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: 'forged' };
      }
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        n: string;
        u: string;
        p: ConnectablePlatform;
        e: number;
      };
      if (data.p !== platform) return { ok: false, reason: 'wrong_platform' };
      if (data.e <= clock.now().getTime()) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        claims: { nonce: data.n, userId: data.u, platform: data.p, expiresAt: new Date(data.e) },
      };
    },
  };
}

export type OAuthStateSigner = ReturnType<typeof createOAuthStateSigner>;
