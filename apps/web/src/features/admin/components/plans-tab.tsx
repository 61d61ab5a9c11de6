import type { AdminPlan } from '@plume/contracts/admin';
import { Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { PlanEditDialog } from './plan-edit-dialog';

const t = frAdmin.admin.plans;

export function PlansTab({ plans }: { plans: AdminPlan[] }) {
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {plans.map((plan) => (
        <Card key={plan.id}>
          <CardHeader>
            <CardTitle>{plan.name}</CardTitle>
            <p className="text-2xl font-extrabold text-primary">
              {formatEuros(plan.price_monthly)}
              <span className="text-sm font-medium text-muted-foreground">{t.perMonth}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {formatEuros(plan.price_yearly)}
              {t.perYear}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ul className="grid gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setEditing(plan)}
            >
              <Pencil />
              {t.edit}
            </Button>
          </CardContent>
        </Card>
      ))}
      <PlanEditDialog plan={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
