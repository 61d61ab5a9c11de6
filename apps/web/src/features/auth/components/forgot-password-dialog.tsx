import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fr } from '@/locales/fr';

interface ForgotPasswordDialogProps {
  contactEmail: string | undefined;
  onClose: () => void;
}

/** Until account recovery exists, the forgot-password link gives the publisher's contact address
 * (ARCHITECTURE §10). Mounted open; closing unmounts it. */
export function ForgotPasswordDialog({ contactEmail, onClose }: ForgotPasswordDialogProps) {
  const t = fr.auth.forgotPassword;

  return (
    <Dialog defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        {contactEmail ? (
          <a
            href={`mailto:${contactEmail}`}
            className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3 font-semibold text-primary hover:bg-accent"
          >
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t.contactLabel}</span>
            <span className="break-all">{contactEmail}</span>
          </a>
        ) : (
          <p className="text-sm">
            <Link
              to="/mentions-legales"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.noContact}
            </Link>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
