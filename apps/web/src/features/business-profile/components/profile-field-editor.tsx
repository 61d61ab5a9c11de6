import type { ProfileField } from '@plume/contracts/business-profile-vocabulary';
import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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

interface ProfileFieldFormProps extends ProfileFieldEditorProps {
  id: string;
  onDone: () => void;
}

/** Edit mode: the control starts from the saved value; confirm sends what is typed, cancel drops it. Mounted
 * only while editing, so the tab's ten fields cost no form until a pen is pressed. */
function ProfileFieldForm({ field, value, kind, options, id, onDone }: ProfileFieldFormProps) {
  const t = frKnowledge.businessProfile;
  const update = useUpdateBusinessProfileField();

  const cancel = () => {
    update.reset();
    onDone();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('value') ?? '');
    update.mutate(
      { field, value: next },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onDone();
        },
        onError: () => toast.error(t.saveError),
      },
    );
  };

  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={save} noValidate>
      <div className="min-w-0 flex-1">
        {kind === 'select' && options ? (
          <select id={id} name="value" defaultValue={value} className={`${controlClass} h-11`}>
            {Object.entries(options).map(([key, optionLabel]) => (
              <option key={key} value={key}>
                {optionLabel}
              </option>
            ))}
          </select>
        ) : kind === 'textarea' ? (
          <textarea id={id} name="value" defaultValue={value} rows={4} className={controlClass} />
        ) : (
          <Input id={id} name="value" defaultValue={value} type={kind} />
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
  );
}

/** One profile field: display mode with a pen, edit mode with confirm and cancel
 * (docs/spec/part-2-signed-in-application.md §4.4). */
export function ProfileFieldEditor(props: ProfileFieldEditorProps) {
  const { field, value, options } = props;
  const t = frKnowledge.businessProfile;
  const label = t.fields[field];
  const [isEditing, setIsEditing] = useState(false);
  const id = `profile-${field}`;
  const shown = options ? (options[value] ?? value) : value;

  return (
    <div className="grid gap-1.5 border-b py-3 last:border-b-0" data-testid={id}>
      <label htmlFor={id} className="text-sm font-semibold text-muted-foreground">
        {label}
      </label>
      {isEditing ? (
        <ProfileFieldForm {...props} id={id} onDone={() => setIsEditing(false)} />
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
