import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../../lib/clock';

const ISSUER = 'plume';
const AUDIENCE = 'plume-api';

export interface AccessTokenClaims {
  userId: string;
}

export interface AccessTokenIssuer {
  ttlSeconds: number;
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Returns the claims, or undefined for any invalid, expired or foreign token. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Short-lived HS256 JWTs. Only HS256 is accepted, so `alg: none` and key confusion are refused.
 * A verified token's claims depend only on the token, the key and the time, so they are remembered until
 * the token expires: a client's next calls skip the signature check.
 */
export function createAccessTokenIssuer(secret: string, ttlSeconds: number, clock: Clock): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  async function verifySignature(token: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock.now(),
      });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
        return undefined;
      }
      return { claims: { userId: payload.sub }, expiresAtMs: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  return {
    ttlSeconds,
    sign: async ({ userId }) => {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      const now = clock.now().getTime();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > now) return known.claims;
        verified.delete(token);
      }
      const result = await verifySignature(token);
      if (!result) return undefined;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, result);
      return result.claims;
    },
  };
}
