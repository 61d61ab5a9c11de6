import { NETWORK_IDS } from '@plume/contracts/networks';
import type { AccountConnection, Platform, SocialConnections } from '@plume/contracts/social';
import type { SocialConnectionRow } from '../../db/schema/index';
import { pluginOf } from '../../networks/registry';

const DAY_MS = 86_400_000;
type Account = { id: string; name: string };

type ConnectionBase = Omit<AccountConnection, 'account_name' | 'account_id' | 'accounts'>;
const base = ({
  account_name: _,
  account_id: __,
  accounts: ___,
  ...rest
}: AccountConnection): ConnectionBase => rest;

/** The spec's own shapes (docs/spec/part-2-signed-in-application.md §3), by network. */
/* eslint-disable no-restricted-syntax -- the spec's keys */
const specShapes: Partial<Record<Platform, (connection: AccountConnection) => object>> = {
  instagram: (connection) => ({ ...base(connection), username: connection.account_name }),
  facebook: (connection) => ({
    ...base(connection),
    page_name: connection.account_name,
    page_id: connection.account_id,
    pages: connection.accounts,
  }),
};
/* eslint-enable no-restricted-syntax */

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
  return Object.fromEntries(
    NETWORK_IDS.map((id) => {
      const connection = of(id);
      return [id, connection && (specShapes[id]?.(connection) ?? connection)];
    }),
  ) as Omit<SocialConnections, 'sandbox' | 'available'>;
}
