import { Facebook, Info, Instagram } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { fr } from '@/locales/fr';
import { useConnections } from '@/features/social/api/get-connections';
import { useDisconnect } from '@/features/social/api/disconnect';
import { ConnectionCard } from '@/features/social/components/connection-card';
import { FacebookPageSelect } from '@/features/social/components/facebook-page-select';
import { HowItWorks } from '@/features/social/components/how-it-works';
import { LinkedinConnection } from '@/features/social/components/linkedin-connection';
import { SandboxFeed } from '@/features/social/components/sandbox-feed';
import { useConnectSocial } from '@/features/social/hooks/use-connect-social';

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
            <ConnectionCard
              name={fr.social.networks.instagram}
              icon={Instagram}
              iconClassName="bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600"
              account={data.instagram ? `@${data.instagram.username}` : undefined}
              needsReconnect={data.instagram?.needs_reconnect}
              isConnecting={busy === 'instagram'}
              isDisconnecting={disconnecting === 'instagram'}
              onConnect={() => void connect('instagram')}
              onDisconnect={() => disconnect.mutate('instagram')}
            />
            <ConnectionCard
              name={fr.social.networks.facebook}
              icon={Facebook}
              iconClassName="bg-blue-600"
              account={data.facebook ? data.facebook.page_name || fr.social.facebookPageFallback : undefined}
              needsReconnect={data.facebook?.needs_reconnect}
              isConnecting={busy === 'facebook'}
              isDisconnecting={disconnecting === 'facebook'}
              onConnect={() => void connect('facebook')}
              onDisconnect={() => disconnect.mutate('facebook')}
            >
              {data.facebook && (
                <FacebookPageSelect pages={data.facebook.pages} pageId={data.facebook.page_id} />
              )}
            </ConnectionCard>
            <LinkedinConnection
              data={data}
              busy={busy}
              disconnecting={disconnecting}
              onConnect={() => void connect('linkedin')}
              onDisconnect={() => disconnect.mutate('linkedin')}
            />
          </div>
        </>
      )}

      <HowItWorks />
      {isSandbox && <SandboxFeed />}
    </div>
  );
}
