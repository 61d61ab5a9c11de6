import type { ConnectablePlatform, SocialConnections } from '@plume/contracts/social';
import { Linkedin } from 'lucide-react';
import { fr } from '@/locales/fr';
import { useSelectAccount } from '@/features/social/api/select-account';
import { AccountSelect } from '@/features/social/components/account-select';
import { ConnectionCard } from '@/features/social/components/connection-card';
import { LinkedinCard } from '@/features/social/components/linkedin-card';

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

interface LinkedinConnectionProps {
  data: SocialConnections;
  busy: ConnectablePlatform | null;
  disconnecting: ConnectablePlatform | null | undefined;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** LinkedIn's card: 'Bientôt disponible' when this server does not offer it, otherwise a connection like the
 * others, with the account in use (the member or a page they administer) and, in the token's last days, a
 * prompt to reconnect before publications stop. */
export function LinkedinConnection({
  data,
  busy,
  disconnecting,
  onConnect,
  onDisconnect,
}: LinkedinConnectionProps) {
  const select = useSelectAccount('linkedin');
  if (!data.available.linkedin) return <LinkedinCard />;
  const connection = data.linkedin;
  const expiresSoon = Boolean(
    connection?.expires_soon && !connection.needs_reconnect && connection.expires_at,
  );
  return (
    <ConnectionCard
      name={fr.social.networks.linkedin}
      icon={Linkedin}
      iconClassName="bg-sky-700"
      account={connection?.account_name}
      needsReconnect={connection?.needs_reconnect}
      offerReconnect={expiresSoon}
      isConnecting={busy === 'linkedin'}
      isDisconnecting={disconnecting === 'linkedin'}
      onConnect={onConnect}
      onDisconnect={onDisconnect}
    >
      {expiresSoon && connection?.expires_at && (
        <p className="text-sm text-amber-800" role="status">
          {fr.social.expiresSoon(
            fr.social.networks.linkedin,
            longDate.format(new Date(connection.expires_at)),
          )}
        </p>
      )}
      {connection && (
        <AccountSelect
          label={fr.social.accountLabel}
          accounts={connection.accounts}
          accountId={connection.account_id}
          pending={select.isPending}
          onSelect={(id) => select.mutate(id)}
        />
      )}
    </ConnectionCard>
  );
}
