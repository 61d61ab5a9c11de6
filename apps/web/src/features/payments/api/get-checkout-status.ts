import type { CheckoutStatus } from '@plume/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Polled by the payment page after a checkout (see use-payment-verification). */
export const getCheckoutStatus = (sessionId: string, signal?: AbortSignal) =>
  apiRequest<CheckoutStatus>(`/payments/v1/checkout/status/${encodeURIComponent(sessionId)}`, { signal });
