import { FullScreenStatus } from '@/components/full-screen-status';
import { fr } from '@/locales/fr';

/** /auth/facebook/callback, opened in the authorisation popup (spec part 1 §2). The exchange of code and
 * state and the message to the opener come with the social connections. */
export function FacebookCallbackPage() {
  return <FullScreenStatus message={fr.facebookCallback.inProgress} />;
}
