import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { fr } from '@/locales/fr';

interface ConnectionCardProps {
  name: string;
  icon: LucideIcon;
  iconClassName: string;
  /** The account shown after 'Connecté : ', or undefined when not connected. */
  account?: string;
  needsReconnect?: boolean;
  /** Offers 'Reconnecter' on a working connection (its token expires soon). */
  offerReconnect?: boolean;
  isConnecting: boolean;
  isDisconnecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  children?: ReactNode;
}

/** One network of docs/spec/part-2-signed-in-application.md §2.10: 'Connecté : …' + indicator +
 * 'Déconnecter', or 'Connecter'. */
export function ConnectionCard(props: ConnectionCardProps) {
  const { name, icon: Icon, account, needsReconnect = false } = props;
  const connected = account !== undefined;
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5" aria-label={name} role="region">
      <div className="flex items-center gap-3">
        <span className={cn('grid size-11 place-items-center rounded-xl text-white', props.iconClassName)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold">{name}</h3>
            {connected &&
              (needsReconnect ? (
                <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-800">
                  <TriangleAlert aria-hidden="true" className="size-3" />
                  {fr.social.needsReconnect}
                </Badge>
              ) : (
                <Badge variant="outline" className="border-emerald-300 bg-emerald-50 text-emerald-800">
                  <CheckCircle2 aria-hidden="true" className="size-3" />
                  {fr.social.connected}
                </Badge>
              ))}
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {connected ? fr.social.connectedAs(account) : fr.social.notConnected}
          </p>
        </div>
      </div>
      {needsReconnect && <p className="text-sm text-amber-800">{fr.social.needsReconnectHint}</p>}
      {props.children}
      <div className="mt-auto flex flex-wrap gap-2">
        {(!connected || needsReconnect || props.offerReconnect) && (
          <Button onClick={props.onConnect} disabled={props.isConnecting} className="flex-1">
            {props.isConnecting ? fr.social.connecting : connected ? fr.social.reconnect : fr.social.connect}
          </Button>
        )}
        {connected && (
          <Button
            variant="outline"
            onClick={props.onDisconnect}
            disabled={props.isDisconnecting}
            className="flex-1"
          >
            {props.isDisconnecting ? fr.social.disconnecting : fr.social.disconnect}
          </Button>
        )}
      </div>
    </Card>
  );
}
