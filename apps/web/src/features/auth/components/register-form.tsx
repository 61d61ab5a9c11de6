import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePlainForm } from '@/lib/use-plain-form';
import { fr } from '@/locales/fr';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { EmailField } from '@/features/auth/components/email-field';
import type { OnAuthenticated } from '@/features/auth/hooks/use-sign-in';
import { useSignUp } from '@/features/auth/hooks/use-sign-up';
import { registerErrorMessage } from '@/features/auth/utils/auth-error-message';
import {
  confirmPasswordRules,
  emailRules,
  nameRules,
  passwordRules,
  type RegisterFormValues,
} from '@/features/auth/utils/auth-form-rules';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

export function RegisterForm({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const signUp = useSignUp(onAuthenticated);
  const form = usePlainForm<RegisterFormValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;
  const t = fr.auth;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      {signUp.error ? <AuthErrorAlert message={registerErrorMessage(signUp.error)} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.firstName} error={errors.firstName?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('firstName', nameRules)}
              autoComplete="given-name"
              required
            />
          )}
        </FormField>
        <FormField label={t.fields.lastName} error={errors.lastName?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('lastName', nameRules)}
              autoComplete="family-name"
              required
            />
          )}
        </FormField>
      </div>
      <EmailField registration={form.register('email', emailRules)} error={errors.email?.message} />
      <FormField label={t.fields.password} hint={t.fields.passwordHint} error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('password', passwordRules)}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField label={t.fields.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('confirmPassword', confirmPasswordRules)}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <p className="text-xs leading-relaxed text-muted-foreground">
        {t.register.consentPrefix}
        <Link to="/mentions-legales" className={linkClass}>
          {t.register.terms}
        </Link>
        {t.register.consentJoin}
        <Link to="/politique-confidentialite" className={linkClass}>
          {t.register.privacy}
        </Link>
        {t.register.consentSuffix}
      </p>
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t.register.submitting : t.register.submit}
      </Button>
    </form>
  );
}
