import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { FieldRegistration } from '@/lib/use-plain-form';
import { fr } from '@/locales/fr';

/** The e-mail field of both auth forms. */
export function EmailField({ registration, error }: { registration: FieldRegistration; error?: string }) {
  return (
    <FormField label={fr.auth.fields.email} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder={fr.auth.fields.emailPlaceholder}
          required
        />
      )}
    </FormField>
  );
}
