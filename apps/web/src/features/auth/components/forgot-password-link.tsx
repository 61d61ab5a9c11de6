import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fr } from '@/locales/fr';

// The dialog machinery (focus trap, scroll lock, portal) loads on first use, not with the login screen.
const loadDialog = () => import('@/features/auth/components/forgot-password-dialog');
const ForgotPasswordDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ForgotPasswordDialog })),
);

export function ForgotPasswordLink({ contactEmail }: { contactEmail: string | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="link"
        size="sm"
        className="h-auto px-0 text-sm font-medium"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setIsOpen(true)}
      >
        {fr.auth.forgotPassword.link}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            contactEmail={contactEmail}
            onClose={() => {
              setIsOpen(false);
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
