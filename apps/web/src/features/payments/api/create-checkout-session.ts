import type { CheckoutRequest, CheckoutResponse } from '@plume/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { frPayments } from '@/locales/fr-payments';

export const createCheckoutSession = (body: CheckoutRequest) =>
  apiRequest<CheckoutResponse>('/payments/v1/checkout/session', { method: 'POST', body });

/** Opens the hosted checkout: the browser leaves for the provider's page
 * (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: async (input: { packageId: string; promoCode?: string }) => {
      const { url } = await createCheckoutSession({
        package_id: input.packageId as CheckoutRequest['package_id'],
        origin_url: window.location.origin,
        ...(input.promoCode ? { promo_code: input.promoCode } : {}),
      });
      if (!url) throw new Error(frPayments.payments.noCheckoutUrl);
      window.location.assign(url);
    },
  });
}
