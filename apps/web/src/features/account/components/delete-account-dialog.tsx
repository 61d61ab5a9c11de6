import { DELETE_ACCOUNT_CONFIRMATION } from '@plume/contracts/account';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/errors';
import { frAccount } from '@/locales/fr-account';
import { useDeleteAccount } from '@/features/account/api/delete-account';

const t = frAccount.deleteDialog;

interface DeleteAccountValues {
  password: string;
  confirmation: string;
}

/** Asks for the password and the typed word SUPPRIMER before deleting the account for good. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<DeleteAccountValues>({ defaultValues: { password: '', confirmation: '' } });
  const remove = useDeleteAccount();
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ password }) =>
    remove.mutate(
      { password, confirmation: DELETE_ACCOUNT_CONFIRMATION },
      {
        onSuccess: () => {
          toast.success(t.deleted);
          // The welcome screen replaces the dashboard: show it from its top, not at the Réglages scroll.
          window.scrollTo(0, 0);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {remove.isError ? (
            <Alert variant="destructive">
              <span>{getErrorMessage(remove.error, t.error)}</span>
            </Alert>
          ) : null}
          <FormField label={t.password} error={errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password', { required: t.passwordRequired })}
                autoComplete="current-password"
                required
              />
            )}
          </FormField>
          <FormField label={t.confirmation} error={errors.confirmation?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('confirmation', {
                  validate: (value) => value.trim() === DELETE_ACCOUNT_CONFIRMATION || t.confirmationMismatch,
                })}
                autoComplete="off"
                placeholder={DELETE_ACCOUNT_CONFIRMATION}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={remove.isPending}>
              {remove.isPending ? t.submitting : t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
