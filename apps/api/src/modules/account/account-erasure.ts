import { AppError } from '../../errors/app-error';
import type { PaymentProvider } from '../../ports/payments.port';
import type { MediaStorage } from '../../ports/storage.port';
import type { UserCache } from '../auth/user-cache';

export interface AccountErasureDeps {
  findBillingAccount(userId: string): Promise<{ subscriptionId: string | null } | undefined>;
  provider: Pick<PaymentProvider, 'cancelSubscription'>;
  /** Store keys of the user's files (library media and thumbnails). */
  mediaKeys(userId: string): Promise<string[]>;
  /**
   * Deletes the user row. Every table of user data references users ON DELETE CASCADE (sessions and reset
   * links included); payments are ON DELETE SET NULL, so billing records stay, detached from the person.
   */
  deleteUser(userId: string): Promise<boolean>;
  storage: Pick<MediaStorage, 'remove'>;
  userCache: Pick<UserCache, 'invalidate'>;
}

/**
 * Removes an account, used by the owner's own deletion and by administrators: subscription cancelled
 * first, then rows, then files.
 */
export function createAccountErasure(deps: AccountErasureDeps) {
  return {
    async erase(userId: string): Promise<void> {
      // Stop the charges first: if the provider refuses, nothing is deleted and the deletion can be retried.
      const account = await deps.findBillingAccount(userId);
      if (account?.subscriptionId) {
        await deps.provider.cancelSubscription(account.subscriptionId).catch((error: unknown) => {
          throw new AppError('PAYMENT_PROVIDER_ERROR', { cause: error });
        });
      }
      const keys = await deps.mediaKeys(userId);
      await deps.deleteUser(userId);
      deps.userCache.invalidate(userId);
      // Files go after the rows: a failure here leaves orphan bytes, never rows pointing to missing files.
      if (keys.length) await deps.storage.remove(keys);
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
