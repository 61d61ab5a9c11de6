import type { MySubscription } from '@plume/contracts/payments';
import { Gift } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { referralLink } from '@/lib/referral';
import { frPayments } from '@/locales/fr-payments';

/** The user's referral link, what it earned, and whether their own first payment rewarded a referrer. */
export function ReferralCard({ referral }: { referral: MySubscription['referral'] }) {
  const t = frPayments.settings;
  const link = referralLink(referral.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.copied);
    } catch {
      // Clipboard refused (permissions, insecure origin): the link stays selectable in the field.
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          {t.referralTitle}
        </CardTitle>
        <CardDescription>{t.referralText}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="referral-link">{t.referralLinkLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="referral-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <Button variant="outline" onClick={() => void copy()}>
            {t.copy}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t.referralStats(referral.invited_count, referral.rewarded_count)}
        </p>
        {referral.referred_by_rewarded ? <p className="text-sm">{t.referredRewarded}</p> : null}
      </CardContent>
    </Card>
  );
}
