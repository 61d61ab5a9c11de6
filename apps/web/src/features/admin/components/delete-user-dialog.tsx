import type { AdminUser } from '@plume/contracts/admin';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { frAdmin } from '@/locales/fr-admin';
import { useDeleteUser } from '../api/delete-user';

const t = frAdmin.admin.users;

/** Deleting asks first (docs/spec/part-1-access-payment-admin-legal.md §5). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        onClose();
      },
      onError: () => toast.error(t.deleteError),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={t.delete}
      description={t.confirmDelete}
      cancelLabel={t.cancel}
      confirmLabel={t.delete}
      isPending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p className="break-all text-sm font-semibold">{user?.email}</p>
    </ConfirmDialog>
  );
}
