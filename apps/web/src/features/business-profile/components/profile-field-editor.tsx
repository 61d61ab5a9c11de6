import type { ProfileField } from '@plume/contracts/business-profile-vocabulary';
import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/errors';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useUpdateBusinessProfileField } from '@/features/business-profile/api/update-business-profile-field';

export type FieldKind = 'text' | 'textarea' | 'email' | 'url' | 'select';

interface ProfileFieldEditorProps {
  field: ProfileField;
  value: string;
  kind: FieldKind;
  options?: Record<string, string>;
}

const controlClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20 sm:text-sm';

/** One profile field: display mode with a pen, edit mode with confirm and cancel
 * (docs/spec/part-2-signed-in-application.md §4.4). */
export function ProfileFieldEditor({ field, value, kind, options }: ProfileFieldEditorProps) {
  const t = frKnowledge.businessProfile;
  const label = t.fields[field];
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateBusinessProfileField();
  const form = useForm<{ value: string }>({ values: { value } });
  const id = `profile-${field}`;

  // Cancel restores the last saved value, whatever was typed.
  const cancel = () => {
    form.reset({ value });
    update.reset();
    setIsEditing(false);
  };
  const save = form.handleSubmit(({ value: next }) =>
    update.mutate(
      { field, value: next },
      {
        onSuccess: () => {
          toast.success(t.saved);
          setIsEditing(false);
        },
        onError: () => toast.error(t.saveError),
      },
    ),
  );
  const shown = options ? (options[value] ?? value) : value;

  return (
    <div className="grid gap-1.5 border-b py-3 last:border-b-0" data-testid={id}>
      <label htmlFor={id} className="text-sm font-semibold text-muted-foreground">
        {label}
      </label>
      {isEditing ? (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={save} noValidate>
          <div className="min-w-0 flex-1">
            {kind === 'select' && options ? (
              <select id={id} className={`${controlClass} h-11`} {...form.register('value')}>
                {Object.entries(options).map(([key, optionLabel]) => (
                  <option key={key} value={key}>
                    {optionLabel}
                  </option>
                ))}
              </select>
            ) : kind === 'textarea' ? (
              <textarea id={id} rows={4} className={controlClass} {...form.register('value')} />
            ) : (
              <Input id={id} type={kind} {...form.register('value')} />
            )}
            {update.error ? (
              <p className="mt-1 text-sm font-medium text-destructive">
                {getErrorMessage(update.error, t.saveError)}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending} aria-label={t.confirm}>
              <Check aria-hidden="true" />
              {t.confirm}
            </Button>
            <Button variant="outline" size="sm" onClick={cancel} aria-label={t.cancel}>
              <X aria-hidden="true" />
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-start justify-between gap-3">
          <p
            className={`min-w-0 whitespace-pre-line wrap-anywhere ${shown ? '' : 'italic text-muted-foreground'}`}
          >
            {shown || t.empty}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={() => setIsEditing(true)}
            aria-label={t.edit(label)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
