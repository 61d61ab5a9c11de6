import {
  FACT_WEEK_DAYS,
  type FactKind,
  type FactValue,
  type FactValueInput,
} from '@plume/contracts/website-facts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { frKnowledge } from '@/locales/fr-knowledge';
import {
  fieldsOf,
  formOf,
  valueOf,
  type FieldSpec,
  type FormState,
} from '@/features/analysis/utils/fact-form';

const t = frKnowledge.analysis.facts;
const selectClass = 'h-10 rounded-lg border border-input bg-card px-3 text-sm';

/** What the dialog edits: an existing fact (its kind fixed) or a new one of a group's kinds. */
export type FactDialogTarget =
  { mode: 'edit'; factId: string; kind: FactKind; value: FactValue } | { mode: 'add'; kinds: FactKind[] };

function Field({
  spec,
  state,
  error,
  onChange,
}: {
  spec: FieldSpec;
  state: FormState;
  error: string | undefined;
  onChange: (key: string, value: string | boolean) => void;
}) {
  const label = t.fields[spec.key];
  const text = typeof state[spec.key] === 'string' ? (state[spec.key] as string) : '';
  if (spec.type === 'checkbox')
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={state[spec.key] === true}
          onChange={(event) => onChange(spec.key, event.target.checked)}
        />
        {label}
      </label>
    );
  return (
    <FormField label={label} error={error}>
      {(control) =>
        spec.type === 'day' || spec.type === 'itemKind' ? (
          <select
            {...control}
            className={selectClass}
            value={text}
            onChange={(e) => onChange(spec.key, e.target.value)}
          >
            {spec.type === 'day'
              ? FACT_WEEK_DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))
              : (['product', 'service'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {t.itemKinds[kind]}
                  </option>
                ))}
          </select>
        ) : spec.type === 'textarea' ? (
          <Textarea {...control} value={text} onChange={(e) => onChange(spec.key, e.target.value)} />
        ) : (
          <Input
            {...control}
            inputMode={spec.type === 'number' ? 'decimal' : undefined}
            value={text}
            onChange={(e) => onChange(spec.key, e.target.value)}
          />
        )
      }
    </FormField>
  );
}

/** Corrects a fact, or adds one the site does not state; the contract checks the value before it is sent. */
export function FactDialog({
  target,
  pending,
  onClose,
  onSubmit,
}: {
  target: FactDialogTarget;
  pending: boolean;
  onClose: () => void;
  onSubmit: (value: FactValueInput) => void;
}) {
  const [kind, setKind] = useState<FactKind>(target.mode === 'edit' ? target.kind : target.kinds[0]!);
  const keep = target.mode === 'edit' ? target.value : null;
  const [state, setState] = useState<FormState>(() => formOf(kind, keep));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (key: string, value: string | boolean) => setState((s) => ({ ...s, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = valueOf(kind, state, keep);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.value);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{target.mode === 'edit' ? t.dialogEdit : t.dialogAdd}</DialogTitle>
        <DialogDescription>{t.dialogHelp}</DialogDescription>
        <form id="fact-form" className="grid gap-3" onSubmit={submit} noValidate>
          {target.mode === 'add' && target.kinds.length > 1 ? (
            <FormField label={t.kindLabel}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={kind}
                  onChange={(e) => {
                    const next = e.target.value as FactKind;
                    setKind(next);
                    setState(formOf(next, null));
                    setErrors({});
                  }}
                >
                  {target.kinds.map((k) => (
                    <option key={k} value={k}>
                      {t.kinds[k]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          {fieldsOf(kind).map((spec) => (
            <Field key={spec.key} spec={spec} state={state} error={errors[spec.key]} onChange={change} />
          ))}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="fact-form" disabled={pending}>
            {t.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
