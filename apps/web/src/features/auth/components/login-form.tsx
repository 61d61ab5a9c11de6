import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { usePlainForm } from '@/lib/use-plain-form';
import { fr } from '@/locales/fr';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { EmailField } from '@/features/auth/components/email-field';
import { ForgotPasswordLink } from '@/features/auth/components/forgot-password-link';
import { useSignIn, type OnAuthenticated } from '@/features/auth/hooks/use-sign-in';
import { loginErrorMessage } from '@/features/auth/utils/auth-error-message';
import { emailRules, passwordRules, type LoginFormValues } from '@/features/auth/utils/auth-form-rules';

interface LoginFormProps {
  onAuthenticated: OnAuthenticated;
  contactEmail: string | undefined;
}

export function LoginForm({ onAuthenticated, contactEmail }: LoginFormProps) {
  const signIn = useSignIn(onAuthenticated);
  const form = usePlainForm<LoginFormValues>({ email: '', password: '' });
  const { errors } = form.formState;
  const t = fr.auth;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
      {signIn.error ? <AuthErrorAlert message={loginErrorMessage(signIn.error)} /> : null}
      <EmailField registration={form.register('email', emailRules)} error={errors.email?.message} />
      <FormField label={t.fields.password} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password', passwordRules)}
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <div className="-mt-1 flex justify-end">
        <ForgotPasswordLink contactEmail={contactEmail} />
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t.login.submitting : t.login.submit}
      </Button>
    </form>
  );
}
