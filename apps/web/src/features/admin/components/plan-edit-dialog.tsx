import type { AdminPlan } from '@plume/contracts/admin';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { frAdmin } from '@/locales/fr-admin';
import { useUpdatePlan } from '../api/update-plan';

const t = frAdmin.admin.plans;

interface PlanFormValues {
  name: string;
  price_monthly: string;
  price_yearly: string;
  features: string;
}

const toNumber = (value: string) => Number.parseFloat(value.replace(',', '.'));

export function PlanEditDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const update = useUpdatePlan();
  const form = useForm<PlanFormValues>();
  const { errors } = form.formState;

  useEffect(() => {
    if (plan) {
      form.reset({
        name: plan.name,
        price_monthly: String(plan.price_monthly),
        price_yearly: String(plan.price_yearly),
        features: plan.features.join('\n'),
      });
    }
  }, [plan, form]);

  const submit = form.handleSubmit((values) => {
    if (!plan) return;
    const body = {
      name: values.name.trim(),
      price_monthly: toNumber(values.price_monthly),
      price_yearly: toNumber(values.price_yearly),
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    update.mutate(
      { id: plan.id, body },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: () => toast.error(t.saveError),
      },
    );
  });

  const price = {
    required: frAdmin.admin.promo.required,
    validate: (value: string) => toNumber(value) >= 0 || frAdmin.admin.promo.required,
  };

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{plan?.name}</DialogTitle>
        <DialogDescription className="sr-only">{t.edit}</DialogDescription>
        <form noValidate className="grid gap-3" onSubmit={submit}>
          <FormField label={t.name} error={errors.name?.message}>
            {(control) => (
              <Input {...control} {...form.register('name', { required: frAdmin.admin.promo.required })} />
            )}
          </FormField>
          <FormField label={t.priceMonthly} error={errors.price_monthly?.message}>
            {(control) => (
              <Input {...control} inputMode="decimal" {...form.register('price_monthly', price)} />
            )}
          </FormField>
          <FormField label={t.priceYearly} error={errors.price_yearly?.message}>
            {(control) => (
              <Input {...control} inputMode="decimal" {...form.register('price_yearly', price)} />
            )}
          </FormField>
          <FormField label={t.features}>
            {(control) => <Textarea {...control} rows={5} {...form.register('features')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
