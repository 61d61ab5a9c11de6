import type { RegisterOptions } from 'react-hook-form';
import { fr } from '@/locales/fr';

// Client rules of docs/spec/part-1-access-payment-admin-legal.md §5: every field required, e-mail fields
// well-formed, confirmation equal to the password. The password length is the server's rule: its 422 detail
// names it (docs/design/ARCHITECTURE.md §10). These are rules of react-hook-form's shape, read by the login route's
// light form (lib/use-plain-form.ts) and by the forgot-password dialog's react-hook-form, rather than the
// contract's zod schemas, so that zod stays out of the login route's bundle.

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const t = fr.auth.fields;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules = {
  required: t.emailRequired,
  setValueAs: (value: string) => value.trim(),
  pattern: { value: EMAIL_PATTERN, message: t.emailInvalid },
} satisfies RegisterOptions;

export const passwordRules = { required: t.passwordRequired } satisfies RegisterOptions;

export const nameRules = {
  setValueAs: (value: string) => value.trim(),
  required: t.required,
} satisfies RegisterOptions;

export const confirmPasswordRules = {
  required: t.required,
  validate: (value: string, values: RegisterFormValues) =>
    value === values.password || fr.auth.register.passwordMismatch,
} satisfies RegisterOptions<RegisterFormValues, 'confirmPassword'>;
