import type { Package } from '@plume/contracts/payments';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { formatEuros } from '@/lib/money';
import { cn } from '@/lib/utils';
import { frPayments } from '@/locales/fr-payments';

interface PlanCardProps {
  plan: Package;
  isPopular: boolean;
  isCurrent: boolean;
  isRedirecting: boolean;
  isDisabled: boolean;
  onChoose: () => void;
}

/** One plan; the most popular one is highlighted and enlarged (docs/spec/part-1-access-payment-admin-legal.md
 * §2). */
export function PlanCard({ plan, isPopular, isCurrent, isRedirecting, isDisabled, onChoose }: PlanCardProps) {
  const t = frPayments.payments;
  return (
    <Card
      data-testid={`plan-${plan.plan_id}`}
      className={cn(
        'relative flex flex-col',
        isPopular && 'border-2 border-primary shadow-lg md:z-10 md:scale-105',
      )}
    >
      {isPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">{t.popular}</Badge>
      ) : null}
      <CardHeader className="text-center">
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-2">
          <span className="text-4xl font-bold">{formatEuros(plan.amount)}</span>
          <span className="text-muted-foreground">{t.perMonth}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <ul className="grid flex-1 gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          variant={isPopular ? 'default' : 'outline'}
          disabled={isDisabled || isCurrent}
          onClick={onChoose}
          aria-label={`${t.choose} ${plan.name}`}
        >
          {isRedirecting ? <Spinner /> : null}
          {isCurrent ? t.currentPlan : isRedirecting ? t.redirecting : t.choose}
        </Button>
      </CardContent>
    </Card>
  );
}
