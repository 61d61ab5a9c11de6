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

/** Short-lived HS256 JWTs. Only HS256 is accepted, so `alg: none` and key confusion are refused. */
export function createAccessTokenIssuer(secret: string, ttlSeconds: number, clock: Clock): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return undefined;
        return { userId: payload.sub };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
