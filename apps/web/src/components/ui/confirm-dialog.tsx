import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What the action applies to, shown under the description (e.g. the account's email). */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The action is running: its button is disabled so it cannot be sent twice. */
  isPending?: boolean;
  onConfirm: () => void;
  /** Cancel, the close button, Escape and a click outside all call it. */
  onCancel: () => void;
}

/** The question asked before an action that cannot be undone (a deletion): cancel, or confirm in red. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            className="bg-destructive text-white hover:bg-red-700"
            disabled={isPending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
