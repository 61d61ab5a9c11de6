import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';

/** Mutation callbacks of the library dialogs: a success toast then close, or the spec's error message. */
export function toastOutcome<T>(
  success: (data: T) => string,
  failure: (detail: string) => string,
  onDone: () => void,
) {
  return {
    onSuccess: (data: T) => {
      toast.success(success(data));
      onDone();
    },
    onError: (error: unknown) => toast.error(failure(getErrorMessage(error, fr.errors.unexpected))),
  };
}
