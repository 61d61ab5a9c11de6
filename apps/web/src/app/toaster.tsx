import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { toastHost, VISIBLE_TOASTS } from '@/lib/toast';
import { toastPlacement } from '@/lib/toast-placement';
import { fr } from '@/locales/fr';

/** Signed in, bottom right: never over the header (tabs, log-out) nor, from 1 000 px wide, over a dialog, which
 * is centred and at most 28 rem wide; on a phone the toasts span the bottom edge, under a dialog's footer
 * (dialogs keep clear of it). Signed out, at the top, over the brand's name rather than the login form
 * (lib/toast-placement.ts). Each one has its close button. */
export default function AppToaster() {
  // After the Toaster's own effects (a child's run first): it listens by then.
  useEffect(() => toastHost.mounted(), []);
  const position = useSyncExternalStore(toastPlacement.subscribe, toastPlacement.current);
  return (
    <Toaster
      position={position}
      richColors
      closeButton
      visibleToasts={VISIBLE_TOASTS}
      containerAriaLabel={fr.common.notifications}
      toastOptions={{ closeButtonAriaLabel: fr.common.closeNotification }}
    />
  );
}
