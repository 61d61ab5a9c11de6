import type { User } from '@plume/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { tokenStorage } from '@/lib/token-storage';
import { sleep } from '@/lib/utils';
import { fr } from '@/locales/fr';
import { login, toAuthSession } from '@/features/auth/api/login';
import { loginErrorMessage } from '@/features/auth/utils/auth-error-message';
import type { LoginFormValues } from '@/features/auth/utils/auth-form-rules';

/** docs/spec/part-1-access-payment-admin-legal.md §4: store the tokens, toast, wait about 100 ms, then hand
 * the user to the app. */
export const SIGN_IN_DELAY_MS = 100;

export type OnAuthenticated = (user?: User) => void;

export function useSignIn(onAuthenticated: OnAuthenticated) {
  return useMutation({
    mutationFn: async (values: LoginFormValues) => {
      const session = toAuthSession(await login(values), fr.auth.login.missingToken);
      tokenStorage.setTokens(session);
      toast.success(fr.auth.login.success);
      await sleep(SIGN_IN_DELAY_MS);
      onAuthenticated(session.user);
    },
    onError: (error) => toast.error(loginErrorMessage(error)),
  });
}
