import type { NetworkId } from '@plume/contracts/networks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NETWORK_LOOKS } from '@/components/network-icons';
import { fr } from '@/locales/fr';

/** A network this server does not offer (production without its credentials): greyed out, 'Bientôt
 * disponible' (a muted card, not a translucent one, so its text keeps a readable contrast). */
export function ComingSoonCard({ platform }: { platform: NetworkId }) {
  const { Icon } = NETWORK_LOOKS[platform];
  const name = fr.social.networks[platform];
  return (
    <Card className="flex min-w-0 flex-col gap-4 bg-muted/60 p-5" aria-label={name} role="region">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-slate-400 text-white">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex-1">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-sm text-muted-foreground">{fr.social.comingSoon}</p>
        </div>
      </div>
      <Button disabled variant="outline" className="mt-auto">
        {fr.social.comingSoon}
      </Button>
    </Card>
  );
}
