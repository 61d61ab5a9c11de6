import type { AccountConnection, SocialConnections } from '@plume/contracts/social';
import type { SocialConnectionRow } from '../../db/schema/index';
import { pluginOf } from '../../networks/registry';

const DAY_MS = 86_400_000;
type Account = { id: string; name: string };

/**
 * GET /api/social/connections per network. Facebook and Instagram keep the shapes the spec gives them
 * (docs/spec/part-2-signed-in-application.md §3: `page_name` and `pages`, `username`); every other network of
 * the registry uses the account shape (`account_name`, `accounts`). A token that cannot be renewed says
 * `expires_soon` within its network's notice, so the owner reconnects before publications fail.
 */
export function connectionsView(
  rows: readonly SocialConnectionRow[],
  accountsOf: (connectionId: string) => Account[],
  now: Date,
): Omit<SocialConnections, 'sandbox' | 'available'> {
  const view = (row: SocialConnectionRow): AccountConnection => {
    const notice = pluginOf(row.platform)?.reconnectNoticeDays ?? null;
    const expiresAt = row.tokenExpiresAt;
    return {
      connected_at: row.connectedAt.toISOString(),
      is_active: row.status === 'active',
      needs_reconnect: row.status === 'needs_reconnect',
      expires_at: expiresAt ? expiresAt.toISOString() : null,
      expires_soon:
        notice !== null && expiresAt !== null && expiresAt.getTime() - now.getTime() <= notice * DAY_MS,
      account_name: row.accountName,
      account_id: row.accountId,
      accounts: accountsOf(row.id),
    };
  };
  const of = (platform: SocialConnectionRow['platform']) => {
    const row = rows.find((candidate) => candidate.platform === platform);
    return row ? view(row) : null;
  };
  const instagram = of('instagram');
  const facebook = of('facebook');
  return {
    instagram: instagram && {
      connected_at: instagram.connected_at,
      is_active: instagram.is_active,
      needs_reconnect: instagram.needs_reconnect,
      expires_at: instagram.expires_at,
      expires_soon: instagram.expires_soon,
      username: instagram.account_name,
    },
    facebook: facebook && {
      connected_at: facebook.connected_at,
      is_active: facebook.is_active,
      needs_reconnect: facebook.needs_reconnect,
      expires_at: facebook.expires_at,
      expires_soon: facebook.expires_soon,
      page_name: facebook.account_name,
      page_id: facebook.account_id,
      pages: facebook.accounts,
    },
    linkedin: of('linkedin'),
  };
}
