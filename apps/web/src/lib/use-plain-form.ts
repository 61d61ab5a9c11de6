import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

// The part of react-hook-form the login and registration forms use, in a few lines: that library (13 KB gzip)
// was the largest piece of the login route after React itself. Same behaviour: uncontrolled inputs read at
// submit, nothing checked before the first submit, then each field checked again as it changes; on submit every
// error shows and the first invalid field takes the focus. The rules have react-hook-form's shape, so the
// dialogs that keep the library share them.

export interface FieldRules<Values> {
  /** The message when the field is empty (after `setValueAs`). */
  required?: string;
  /** Checked on a non-empty value. */
  pattern?: { value: RegExp; message: string };
  /** What the rules check and the submit receives (a trim). */
  setValueAs?: (value: string) => string;
  /** `true`, or the message. */
  validate?: (value: string, values: Values) => true | string;
}

/** What a registered field spreads on its input; react-hook-form's registration fits it too. */
export interface FieldRegistration {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
}

type Errors<Values> = Partial<Record<keyof Values, { message: string }>>;

interface Field<Values> {
  element: HTMLInputElement | null;
  rules: FieldRules<Values>;
}

function firstError<Values>(value: string, values: Values, rules: FieldRules<Values>): string | undefined {
  if (value === '' && rules.required) return rules.required;
  if (value !== '' && rules.pattern && !rules.pattern.value.test(value)) return rules.pattern.message;
  const verdict = rules.validate?.(value, values);
  return typeof verdict === 'string' ? verdict : undefined;
}

export function usePlainForm<Values extends { [Name in keyof Values]: string }>(defaultValues: Values) {
  // In registration order, which is the form's order: the first invalid one takes the focus.
  const fields = useRef(new Map<keyof Values, Field<Values>>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const valueOf = (name: keyof Values): string => {
    const field = fields.current.get(name);
    const raw = field?.element?.value ?? defaultValues[name];
    return field?.rules.setValueAs ? field.rules.setValueAs(raw) : raw;
  };
  const values = (): Values => {
    const all = { ...defaultValues };
    for (const name of Object.keys(defaultValues) as (keyof Values)[])
      all[name] = valueOf(name) as Values[keyof Values];
    return all;
  };
  const errorOf = (name: keyof Values, all: Values) => {
    const rules = fields.current.get(name)?.rules ?? {};
    return firstError(all[name], all, rules);
  };

  const register = (name: keyof Values & string, rules: FieldRules<Values> = {}): FieldRegistration => {
    const field = fields.current.get(name) ?? { element: null, rules };
    field.rules = rules;
    fields.current.set(name, field);
    return {
      name,
      ref: (element) => {
        field.element = element;
      },
      onChange: () => {
        if (!submitted.current) return;
        const message = errorOf(name, values());
        setErrors((current) => {
          if (current[name]?.message === message) return current;
          const next = { ...current };
          if (message === undefined) delete next[name];
          else next[name] = { message };
          return next;
        });
      },
    };
  };

  const handleSubmit = (onValid: (values: Values) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const all = values();
    const next: Errors<Values> = {};
    let firstInvalid: Field<Values> | undefined;
    for (const [name, field] of fields.current) {
      const message = errorOf(name, all);
      if (message === undefined) continue;
      next[name] = { message };
      firstInvalid ??= field;
    }
    setErrors(next);
    if (firstInvalid) firstInvalid.element?.focus();
    else onValid(all);
  };

  return { register, handleSubmit, formState: { errors } };
}
