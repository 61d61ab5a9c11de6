import { getErrorMessage, isApiError } from '@/lib/errors';
import { fr } from '@/locales/fr';

/** Message of a failed login (docs/spec/part-1-access-payment-admin-legal.md §8). */
export function loginErrorMessage(error: unknown): string {
  return getErrorMessage(error, fr.auth.login.defaultError);
}

/** Message of a failed registration: 422 and 409 have their own wording
 * (docs/spec/part-1-access-payment-admin-legal.md §8); the server's detail follows the 422 message so the
 * user knows which field to fix. */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 422) {
    return error.detail ? `${fr.auth.register.invalidData} ${error.detail}` : fr.auth.register.invalidData;
  }
  if (isApiError(error) && error.status === 409) return fr.auth.register.emailTaken;
  return getErrorMessage(error, fr.auth.register.defaultError);
}
