import { NOTE_PRIORITIES, type Note, type NotePriority } from '@plume/contracts/notes';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useCreateNote } from '@/features/notes/api/create-note';
import { useUpdateNote } from '@/features/notes/api/update-note';
import { monthOptions, monthValue, parseMonthValue } from '@/features/notes/utils/note-months';

interface NoteFormValues {
  description: string;
  content: string;
  priority: NotePriority;
  isMonthly: boolean;
  month: string;
}

const t = frKnowledge.notes;
const controlClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20 disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

function defaults(note: Note | null): NoteFormValues {
  return {
    description: note?.description ?? '',
    content: note?.content ?? '',
    priority: note?.priority ?? 'normal',
    isMonthly: note?.is_monthly_note ?? false,
    month: note?.note_month && note.note_year ? monthValue(note.note_month, note.note_year) : '',
  };
}

/** Create mode, or edit mode for `editing` ('Modifier cette note' and a cancel-edit button). */
export function NoteForm({ editing, onDone }: { editing: Note | null; onDone: () => void }) {
  const form = useForm<NoteFormValues>({ values: defaults(editing) });
  const create = useCreateNote();
  const update = useUpdateNote();
  const isMonthly = useWatch({ control: form.control, name: 'isMonthly' });
  const { errors } = form.formState;
  const isPending = create.isPending || update.isPending;
  const options = monthOptions(new Date(), defaults(editing).month || undefined);

  const submit = form.handleSubmit((values) => {
    const month = parseMonthValue(values.month);
    const body = {
      description: values.description.trim(),
      content: values.content.trim(),
      priority: values.priority,
      is_monthly_note: values.isMonthly,
      note_month: values.isMonthly ? null : (month?.month ?? null),
      note_year: values.isMonthly ? null : (month?.year ?? null),
    };
    const callbacks = {
      onSuccess: () => {
        toast.success(editing ? t.updated : t.created);
        form.reset(defaults(null));
        onDone();
      },
      onError: (error: Error) => toast.error(t.saveError(getErrorMessage(error, fr.errors.unexpected))),
    };
    if (editing) update.mutate({ id: editing.note_id, note: body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <form
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      aria-label={editing ? t.editTitle : t.formTitle}
    >
      <h2 className="text-lg font-bold">{editing ? t.editTitle : t.formTitle}</h2>
      <FormField label={t.fields.description} error={errors.description?.message}>
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            {...form.register('description', { validate: (v) => v.trim() !== '' || t.titleRequired })}
          />
        )}
      </FormField>
      <FormField label={t.fields.content} error={errors.content?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={5000}
            className={controlClass}
            {...form.register('content', { validate: (v) => v.trim() !== '' || t.contentRequired })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.priority}>
          {(control) => (
            <select {...control} className={`${controlClass} h-11`} {...form.register('priority')}>
              {NOTE_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t.priorities[priority]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t.fields.month} error={errors.month?.message}>
          {(control) => (
            <select
              {...control}
              disabled={isMonthly}
              className={`${controlClass} h-11`}
              {...form.register('month', {
                validate: (v, all) => all.isMonthly || v !== '' || t.monthRequired,
              })}
            >
              <option value="">{t.monthPlaceholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          {...form.register('isMonthly', {
            // Ticking "valid every month" clears the month (docs/spec/part-2-signed-in-application.md §4.6).
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) form.setValue('month', '', { shouldValidate: false });
              form.clearErrors('month');
            },
          })}
        />
        {t.fields.monthly}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? t.saving : editing ? t.update : t.submit}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            {t.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
