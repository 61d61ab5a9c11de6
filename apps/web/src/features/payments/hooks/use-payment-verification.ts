import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { cleanPaymentReturn, readPaymentReturn } from '@/lib/payment-return';
import { sleep } from '@/lib/utils';
import { frPayments } from '@/locales/fr-payments';
import { getCheckoutStatus } from '@/features/payments/api/get-checkout-status';
import { mySubscriptionQueryOptions } from '@/features/payments/api/get-my-subscription';
import { pollCheckoutStatus } from '@/features/payments/hooks/poll-checkout-status';

export type VerificationState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'paid' }
  | { phase: 'cancelled' }
  | { phase: 'error'; message: string };

const outcomeMessages = {
  expired: frPayments.payments.sessionExpired,
  timeout: frPayments.payments.verificationTimeout,
} as const;

/** The return from the checkout: the cancel message, or the spinner while the server confirms the payment. */
export function usePaymentVerification(): VerificationState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerificationState>(() => {
    const returned = readPaymentReturn();
    if (returned.isCancelled) return { phase: 'cancelled' };
    return returned.sessionId && returned.isSuccess ? { phase: 'checking' } : { phase: 'idle' };
  });

  useEffect(() => {
    const { sessionId, isSuccess, isCancelled } = readPaymentReturn();
    if (isCancelled) cleanPaymentReturn();
    if (!sessionId || !isSuccess) return;
    const controller = new AbortController();
    pollCheckoutStatus(() => getCheckoutStatus(sessionId, controller.signal), sleep, controller.signal)
      .then(async (outcome) => {
        if (outcome === 'expired' || outcome === 'timeout')
          return setState({ phase: 'error', message: outcomeMessages[outcome] });
        cleanPaymentReturn();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: mySubscriptionQueryOptions().queryKey }),
          queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
        ]);
        toast.success(outcome === 'trial' ? frPayments.payments.trialSuccess : frPayments.payments.success);
        setState({ phase: 'paid' });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setState({ phase: 'error', message: frPayments.payments.verificationError });
      });
    return () => controller.abort();
  }, [queryClient]);

  return state;
}
