import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { forgetReferralCode, readReferralCode } from '@/lib/referral';
import { tokenStorage } from '@/lib/token-storage';
import { fr } from '@/locales/fr';
import { login, toAuthSession } from '@/features/auth/api/login';
import { register } from '@/features/auth/api/register';
import { registerErrorMessage } from '@/features/auth/utils/auth-error-message';
import type { RegisterFormValues } from '@/features/auth/utils/auth-form-rules';
import type { OnAuthenticated } from '@/features/auth/hooks/use-sign-in';

/** docs/spec/part-1-access-payment-admin-legal.md §4: create the account, toast, log in with the same
 * credentials, then enter the app without user data (the app loads it). */
export function useSignUp(onAuthenticated: OnAuthenticated) {
  return useMutation({
    mutationFn: async ({ firstName, lastName, email, password }: RegisterFormValues) => {
      await register({
        email,
        password,
        first_name: firstName,
        last_name: lastName,
        business_name: `${firstName} ${lastName}`,
        referral_code: readReferralCode(),
      });
      forgetReferralCode();
      toast.success(fr.auth.register.success);
      const session = toAuthSession(await login({ email, password }), fr.auth.register.missingToken);
      tokenStorage.setTokens(session);
      onAuthenticated();
    },
    onError: (error) => toast.error(registerErrorMessage(error)),
  });
}
