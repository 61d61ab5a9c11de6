import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { MediaStaging } from '../../networks/network.port';
import type { StagedMediaRepository } from './staged-media.repository';

/** Instagram drops unpublished containers after 24 h: a staged medium is not needed longer. */
export const STAGED_MEDIA_TTL_MS = 24 * 3_600_000;
export const STAGED_MEDIA_PATH = '/api/social/media';

/**
 * Re-encoded media (the JPEG Instagram requires) are kept in the database and served on a public URL built
 * from PUBLIC_URL, signed with HMAC: id, owner and expiry. Never the user's access token.
 */
export function createMediaStaging(deps: {
  repository: StagedMediaRepository;
  key: Buffer;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const sign = (id: string, userId: string, expires: number) =>
    createHmac('sha256', deps.key).update(`${id}:${userId}:${expires}`).digest('base64url');

  return {
    forUser(userId: string): MediaStaging {
      return {
        async put(bytes, mimeType) {
          const expiresAt = new Date(deps.clock.now().getTime() + STAGED_MEDIA_TTL_MS);
          const id = await deps.repository.insert({ userId, mimeType, bytes, expiresAt });
          const expires = expiresAt.getTime();
          const params = new URLSearchParams({ u: userId, e: String(expires), s: sign(id, userId, expires) });
          return `${deps.publicBaseUrl}${STAGED_MEDIA_PATH}/${id}?${params.toString()}`;
        },
      };
    },

    /** The medium behind a signed URL, or undefined when the signature, expiry or owner does not match. */
    async open(id: string, query: { u: string; e: string; s: string }) {
      const expires = Number(query.e);
      if (!Number.isFinite(expires) || expires <= deps.clock.now().getTime()) return undefined;
      const expected = Buffer.from(sign(id, query.u, expires));
      const given = Buffer.from(query.s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return deps.repository.findLive(id, query.u, deps.clock.now());
    },
  };
}

export type MediaStagingService = ReturnType<typeof createMediaStaging>;
