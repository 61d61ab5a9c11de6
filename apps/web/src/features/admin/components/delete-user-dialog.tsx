import type { AdminUser } from '@plume/contracts/admin';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
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
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t.delete}</DialogTitle>
        <DialogDescription>{t.confirmDelete}</DialogDescription>
        <p className="break-all text-sm font-semibold">{user?.email}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button className="bg-red-600 hover:bg-red-700" disabled={remove.isPending} onClick={confirm}>
            {t.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
