import { FullScreenStatus } from '@/components/full-screen-status';
import { fr } from '@/locales/fr';

/** The full-screen 'Connexion en cours' overlay of docs/spec/part-1-access-payment-admin-legal.md §2. */
export function ConnectingOverlay({ isVisible }: { isVisible: boolean }) {
  return isVisible ? <FullScreenStatus isOverlay message={fr.auth.overlay} /> : null;
}
