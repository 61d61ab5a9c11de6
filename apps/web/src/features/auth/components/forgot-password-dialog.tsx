import { CircleCheck, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { frRecovery } from '@/locales/fr-recovery';
import { useRequestPasswordReset } from '@/features/auth/api/forgot-password';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { EmailField } from '@/features/auth/components/email-field';
import { emailRules } from '@/features/auth/utils/auth-form-rules';

interface ForgotPasswordDialogProps {
  contactEmail: string | undefined;
  onClose: () => void;
}

const t = frRecovery.forgot;

/** Asks for the account's e-mail and sends the reset link; the answer is the same for any address.
 * Mounted open; closing unmounts it. */
export function ForgotPasswordDialog({ contactEmail, onClose }: ForgotPasswordDialogProps) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  return (
    <Dialog defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        {request.isSuccess ? (
          <>
            <Alert>
              <CircleCheck aria-hidden="true" />
              <span>{request.data.message}</span>
            </Alert>
            <Button variant="outline" onClick={onClose}>
              {t.close}
            </Button>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => request.mutate(values))}
          >
            {request.isError ? <AuthErrorAlert message={getErrorMessage(request.error, t.error)} /> : null}
            <EmailField
              registration={form.register('email', emailRules)}
              error={form.formState.errors.email?.message}
            />
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t.submitting : t.submit}
            </Button>
          </form>
        )}
        {contactEmail ? (
          <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {t.help}
            <a href={`mailto:${contactEmail}`} className="break-all font-medium text-primary hover:underline">
              {contactEmail}
            </a>
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
