import { Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { fr } from '@/locales/fr';
import { useConnections } from '@/features/social/api/get-connections';
import { useDisconnect } from '@/features/social/api/disconnect';
import { HowItWorks } from '@/features/social/components/how-it-works';
import { NetworkConnection } from '@/features/social/components/network-connection';
import { SandboxFeed } from '@/features/social/components/sandbox-feed';
import { useConnectSocial } from '@/features/social/hooks/use-connect-social';
import { SOCIAL_NETWORKS } from '@/features/social/networks/registry';

/** The 'Réseaux sociaux' tab (docs/spec/part-2-signed-in-application.md §2.10). */
export function SocialTab({ userId }: { userId: string }) {
  const connections = useConnections();
  const { connect, busy } = useConnectSocial(userId);
  const disconnect = useDisconnect();
  const disconnecting = disconnect.isPending ? disconnect.variables : null;
  const data = connections.data;
  const isSandbox = Boolean(data && Object.values(data.sandbox).some(Boolean));

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{fr.social.title}</CardTitle>
            {isSandbox && <Badge variant="secondary">{fr.social.sandboxBadge}</Badge>}
          </div>
          <CardDescription className="text-base">{fr.social.description}</CardDescription>
        </CardHeader>
      </Card>

      {connections.isPending && (
        <div className="flex justify-center py-8" aria-label={fr.common.loading}>
          <Spinner className="size-8 text-primary" />
        </div>
      )}
      {connections.isError && (
        <Alert variant="destructive" className="items-center">
          <span className="flex-1">{fr.social.loadError}</span>
          <Button size="sm" variant="outline" onClick={() => void connections.refetch()}>
            {fr.social.retry}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <Alert>
            <Info aria-hidden="true" />
            <span>{isSandbox ? fr.social.sandboxInfo : fr.social.info}</span>
          </Alert>
          <div className="grid gap-4 md:grid-cols-3">
            {SOCIAL_NETWORKS.map((network) => (
              <NetworkConnection
                key={network.id}
                network={network}
                data={data}
                busy={busy}
                disconnecting={disconnecting}
                onConnect={() => void connect(network.id)}
                onDisconnect={() => disconnect.mutate(network.id)}
              />
            ))}
          </div>
        </>
      )}

      <HowItWorks />
      {isSandbox && <SandboxFeed />}
    </div>
  );
}
