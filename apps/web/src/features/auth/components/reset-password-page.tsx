import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/errors';
import { frRecovery } from '@/locales/fr-recovery';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { newPasswordRules } from '@/features/auth/utils/reset-password-rules';

const t = frRecovery.reset;

interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

/** /reinitialiser-mot-de-passe?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetFormValues>({ defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  let body;
  if (reset.isSuccess) {
    body = (
      <>
        <Alert>
          <CircleCheck aria-hidden="true" />
          <span>{reset.data.message}</span>
        </Alert>
        <Button asChild>
          <Link to="/">{t.toLogin}</Link>
        </Button>
      </>
    );
  } else if (!token) {
    body = <AuthErrorAlert message={t.missingToken} />;
  } else {
    body = (
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      >
        {reset.isError ? <AuthErrorAlert message={getErrorMessage(reset.error, t.error)} /> : null}
        <FormField label={t.password} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password', newPasswordRules.password)}
              autoComplete="new-password"
              required
            />
          )}
        </FormField>
        <FormField label={t.confirm} error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('confirmPassword', newPasswordRules.confirmPassword)}
              autoComplete="new-password"
              required
            />
          )}
        </FormField>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    );
  }

  return (
    <div className="flex min-h-dvh items-start justify-center bg-background px-4 py-10 sm:items-center">
      <main className="grid w-full max-w-md gap-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9" isDecorative />
          <h1 className="text-2xl font-extrabold tracking-tight">{t.title}</h1>
        </div>
        <p className="text-muted-foreground">{t.description}</p>
        {body}
      </main>
    </div>
  );
}
