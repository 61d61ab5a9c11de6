import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

export type RotationResult =
  { outcome: 'rotated'; userId: string } | { outcome: 'reused' | 'expired' | 'unknown' };

export function createRefreshTokensRepository(db: Database) {
  return {
    async insert(input: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(input);
    },

    /**
     * Marks the presented token as rotated and stores its successor in the same family, atomically.
     * A token already rotated or revoked means it was stolen or replayed: the whole family is revoked.
     */
    async rotate(input: {
      tokenHash: string;
      newTokenHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<RotationResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, input.tokenHash))
          .for('update')
          .limit(1);
        if (!current) return { outcome: 'unknown' } as const;
        if (current.rotatedAt || current.revokedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: input.now })
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
          return { outcome: 'reused' } as const;
        }
        if (current.expiresAt <= input.now) return { outcome: 'expired' } as const;
        await tx.update(refreshTokens).set({ rotatedAt: input.now }).where(eq(refreshTokens.id, current.id));
        await tx.insert(refreshTokens).values({
          userId: current.userId,
          familyId: current.familyId,
          tokenHash: input.newTokenHash,
          expiresAt: input.expiresAt,
        });
        return { outcome: 'rotated', userId: current.userId } as const;
      });
    },

    async revokeFamilyOf(tokenHash: string, now: Date): Promise<void> {
      const [current] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      if (!current) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Deletes tokens that can no longer be used: expired, or revoked more than a day ago. */
    async purgeExpired(now: Date): Promise<number> {
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const deleted = await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, dayAgo)))
        .returning({ id: refreshTokens.id });
      return deleted.length;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
