import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { toast } from '@/lib/toast';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';
import { messageAsReturn, readSocialReturn, stripSocialParams } from '@/features/social/utils/social-return';
import type { SocialAuthMessage } from '@/features/social/utils/social-return-signal';

// Loaded by `use-social-auth-return.ts` only when an address or a window message carries a social outcome.

/** Shows a return address's outcome, refreshes the connections and strips the parameters (docs/spec/
 * part-2-signed-in-application.md §2.2); false when the address carried no outcome of a known network. */
export function applySocialReturn(url: URL, queryClient: QueryClient, navigate: NavigateFunction): boolean {
  const notice = readSocialReturn(url.searchParams);
  if (!notice) return false;
  if (notice.kind === 'success') toast.success(notice.message);
  else toast.error(notice.message);
  void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
  void navigate(stripSocialParams(url), { replace: true });
  return true;
}

/** The popup's window message, read as its network's return address would be. */
export function applySocialMessage(message: SocialAuthMessage, queryClient: QueryClient) {
  const notice = readSocialReturn(messageAsReturn(message));
  if (notice?.kind === 'error') {
    toast.error(notice.message);
    return;
  }
  if (notice) toast.success(notice.message);
  void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
}
