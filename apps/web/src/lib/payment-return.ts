/** The query parameters a checkout returns with (docs/spec/part-1-access-payment-admin-legal.md §2). */
export const PAYMENT_RETURN_PARAMS = ['session_id', 'payment_success', 'payment_cancelled'] as const;

export function hasPaymentReturn(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return PAYMENT_RETURN_PARAMS.some((name) => params.has(name));
}

export function readPaymentReturn(search: string = window.location.search) {
  const params = new URLSearchParams(search);
  return {
    sessionId: params.get('session_id'),
    isSuccess: params.get('payment_success') === 'true',
    isCancelled: params.has('payment_cancelled'),
  };
}

/** Removes the checkout's parameters from the address without reloading. */
export function cleanPaymentReturn(): void {
  const url = new URL(window.location.href);
  for (const name of PAYMENT_RETURN_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
