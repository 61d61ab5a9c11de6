import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlainForm } from '@/lib/use-plain-form';

interface Values {
  name: string;
  email: string;
  confirm: string;
}

function DemoForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = usePlainForm<Values>({ name: '', email: '', confirm: '' });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <input
        aria-label="Nom"
        {...form.register('name', { required: 'Nom obligatoire', setValueAs: (value) => value.trim() })}
      />
      {errors.name ? <p>{errors.name.message}</p> : null}
      <input
        aria-label="E-mail"
        {...form.register('email', {
          required: 'E-mail obligatoire',
          pattern: { value: /@/, message: 'E-mail invalide' },
        })}
      />
      {errors.email ? <p>{errors.email.message}</p> : null}
      <input
        aria-label="Confirmation"
        {...form.register('confirm', {
          validate: (value, values) => value === values.email || 'Différent',
        })}
      />
      {errors.confirm ? <p>{errors.confirm.message}</p> : null}
      <button type="submit">Envoyer</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));

describe('usePlainForm', () => {
  afterEach(cleanup);

  it('checks nothing before the first submit, then shows every error and focuses the first invalid field', () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);

    type('E-mail', 'sans-arobase');
    expect(screen.queryByText('E-mail invalide')).toBeNull();

    // Spaces alone are empty once trimmed.
    type('Nom', '   ');
    submit();
    expect(screen.getByText('Nom obligatoire')).toBeTruthy();
    expect(screen.getByText('E-mail invalide')).toBeTruthy();
    expect(screen.getByText('Différent')).toBeTruthy();
    expect(document.activeElement).toBe(field('Nom'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again as it changes once the form was submitted', () => {
    render(<DemoForm onValid={vi.fn()} />);
    submit();
    expect(screen.getByText('E-mail obligatoire')).toBeTruthy();

    type('E-mail', 'camille');
    expect(screen.getByText('E-mail invalide')).toBeTruthy();
    type('E-mail', 'camille@exemple.fr');
    expect(screen.queryByText('E-mail invalide')).toBeNull();
    // Only the changed field: the name's error stays until the name changes.
    expect(screen.getByText('Nom obligatoire')).toBeTruthy();
  });

  it('hands the values, as the rules transform them, to the submit', () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    type('Nom', '  Camille ');
    type('E-mail', 'camille@exemple.fr');
    type('Confirmation', 'camille@exemple.fr');
    submit();
    expect(onValid).toHaveBeenCalledWith({
      name: 'Camille',
      email: 'camille@exemple.fr',
      confirm: 'camille@exemple.fr',
    });
  });
});
