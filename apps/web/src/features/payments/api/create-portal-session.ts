import type { PortalResponse } from '@plume/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createPortalSession = () =>
  apiRequest<PortalResponse>('/payments/portal', {
    method: 'POST',
    body: { origin_url: window.location.origin },
  });

/** The provider's customer portal, where the subscription is cancelled. */
export function useCreatePortalSession() {
  return useMutation({
    mutationFn: async () => window.location.assign((await createPortalSession()).url),
  });
}
