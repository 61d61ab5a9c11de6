import type { FacebookCallbackRequest, FacebookCallbackResponse } from '@plume/contracts/social';
import { apiRequest } from '@/lib/api-client';

/** docs/spec/part-1-access-payment-admin-legal.md §7: JSON code + state with the stored bearer token. */
export function postFacebookCallback(body: FacebookCallbackRequest): Promise<FacebookCallbackResponse> {
  return apiRequest<FacebookCallbackResponse>('/social/facebook/callback', { method: 'POST', body });
}
