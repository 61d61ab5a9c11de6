import type { PromoCode } from '@plume/contracts/admin';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { useTogglePromoCode } from '../api/toggle-promo-code';

const t = frAdmin.admin.promo;

export function PromoList({ promoCodes }: { promoCodes: PromoCode[] }) {
  const toggle = useTogglePromoCode();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.listTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {promoCodes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1" aria-label={t.listTitle}>
            {promoCodes.map((promo) => (
              <li key={promo.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono font-bold">{promo.code}</span>
                  <Badge
                    className={
                      promo.active ? 'bg-emerald-100 text-emerald-800' : 'bg-muted text-muted-foreground'
                    }
                  >
                    {promo.active ? t.active : t.inactive}
                  </Badge>
                </div>
                <p className="font-semibold text-primary">
                  {promo.discount_type === 'percentage'
                    ? `${promo.discount_value} %`
                    : formatEuros(promo.discount_value)}
                </p>
                <p className="text-muted-foreground">{t.used(promo.used_count, promo.max_uses)}</p>
                {promo.expires_at && (
                  <p className="text-muted-foreground">{t.expires(formatDate(promo.expires_at))}</p>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  disabled={toggle.isPending}
                  onClick={() =>
                    toggle.mutate(
                      { id: promo.id, active: !promo.active },
                      { onError: () => toast.error(t.toggleError) },
                    )
                  }
                >
                  {promo.active ? t.deactivate : t.activate}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
