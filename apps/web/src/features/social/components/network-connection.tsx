import type { ConnectablePlatform, SocialConnections } from '@plume/contracts/social';
import { NETWORK_LOOKS } from '@/components/network-icons';
import { fr } from '@/locales/fr';
import { ComingSoonCard } from '@/features/social/components/coming-soon-card';
import { ConnectionCard } from '@/features/social/components/connection-card';
import type { WebNetwork } from '@/features/social/networks/web-network';

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

interface NetworkConnectionProps {
  network: WebNetwork;
  data: SocialConnections;
  busy: ConnectablePlatform | null;
  disconnecting: ConnectablePlatform | null | undefined;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** One network's card: 'Bientôt disponible' when this server does not offer it, otherwise the connection with
 * the account in use, its chooser, and, in the last days of a token that cannot be renewed, a prompt to
 * reconnect before publications stop. */
export function NetworkConnection({
  network,
  data,
  busy,
  disconnecting,
  ...actions
}: NetworkConnectionProps) {
  const { id, AccountChooser } = network;
  if (!data.available[id]) return <ComingSoonCard platform={id} />;
  const connection = data[id];
  const name = fr.social.networks[id];
  const expiresAt = connection?.expires_soon && !connection.needs_reconnect ? connection.expires_at : null;
  return (
    <ConnectionCard
      name={name}
      icon={NETWORK_LOOKS[id].Icon}
      iconClassName={NETWORK_LOOKS[id].tile}
      account={network.accountOf(data)}
      needsReconnect={connection?.needs_reconnect}
      offerReconnect={Boolean(expiresAt)}
      isConnecting={busy === id}
      isDisconnecting={disconnecting === id}
      {...actions}
    >
      {expiresAt && (
        <p className="text-sm text-amber-800" role="status">
          {fr.social.expiresSoon(name, longDate.format(new Date(expiresAt)))}
        </p>
      )}
      {connection && AccountChooser && <AccountChooser data={data} />}
    </ConnectionCard>
  );
}
