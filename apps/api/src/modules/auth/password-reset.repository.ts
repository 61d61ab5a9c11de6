import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/index';

/** Reset links (stored hashed) and the password change they allow. */
export function createPasswordResetRepository(db: Database) {
  return {
    /** Stores a new link for the user; earlier unused links stop working, only the latest e-mail counts. */
    async replaceToken(input: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, input.userId));
        await tx.insert(passwordResetTokens).values(input);
      });
    },

    /**
     * Uses a link once: the row is deleted by the same statement that finds it, so two concurrent uses
     * cannot both succeed. Returns the user id, or undefined for an unknown, used or expired link.
     */
    async consumeToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** Sets the new hash and revokes every session of the user, in one transaction. */
    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      });
    },

    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, now))
        .returning({ id: passwordResetTokens.id });
      return deleted.length;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
