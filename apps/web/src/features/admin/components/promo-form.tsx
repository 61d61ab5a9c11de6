import type { PromoCodeCreate } from '@plume/contracts/admin';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/errors';
import { frAdmin } from '@/locales/fr-admin';
import { useCreatePromoCode } from '../api/create-promo-code';

const t = frAdmin.admin.promo;

interface PromoFormValues {
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
  max_uses: string;
  expires_at: string;
}

const defaults: PromoFormValues = {
  code: '',
  discount_type: 'percentage',
  discount_value: '0',
  max_uses: '',
  expires_at: '',
};

/** docs/spec/part-1-access-payment-admin-legal.md §5: code upper-cased, value read as a decimal, empty
 * optional fields sent as null. */
export function toPromoPayload(values: PromoFormValues): PromoCodeCreate {
  return {
    code: values.code.trim().toUpperCase(),
    discount_type: values.discount_type,
    discount_value: Number.parseFloat(values.discount_value.replace(',', '.')) || 0,
    max_uses: values.max_uses.trim() ? Number.parseInt(values.max_uses, 10) : null,
    // datetime-local is the administrator's local time; the API takes an instant.
    expires_at: values.expires_at ? new Date(values.expires_at).toISOString() : null,
  };
}

export function PromoForm() {
  const create = useCreatePromoCode();
  const form = useForm<PromoFormValues>({ defaultValues: defaults });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(toPromoPayload(values), {
      onSuccess: () => {
        toast.success(t.created);
        form.reset(defaults);
      },
      // A 409 or a 422 carries the field in its French detail; otherwise the spec's message.
      onError: (error) =>
        toast.error(
          isApiError(error) && error.detail && error.status < 500
            ? `${t.createError} : ${error.detail}`
            : t.createError,
        ),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.createTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField label={t.code} error={errors.code?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('code', {
                  required: t.required,
                  onChange: (event) => form.setValue('code', String(event.target.value).toUpperCase()),
                })}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={t.type}>
            {(control) => (
              <select
                {...control}
                {...form.register('discount_type')}
                className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
              >
                <option value="percentage">{t.percentage}</option>
                <option value="fixed">{t.fixed}</option>
              </select>
            )}
          </FormField>
          <FormField label={t.value} error={errors.discount_value?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('discount_value', { required: t.required })}
                inputMode="decimal"
              />
            )}
          </FormField>
          <FormField label={t.maxUses} hint={t.maxUsesHint}>
            {(control) => (
              <Input {...control} {...form.register('max_uses')} type="number" min={1} step={1} />
            )}
          </FormField>
          <FormField label={t.expiresAt}>
            {(control) => <Input {...control} {...form.register('expires_at')} type="datetime-local" />}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.creating : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
