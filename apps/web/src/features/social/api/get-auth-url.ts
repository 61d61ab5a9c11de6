import type { AuthUrlResponse, ConnectablePlatform } from '@plume/contracts/social';
import { apiRequest } from '@/lib/api-client';

/** Not cached: each connection attempt needs a fresh, single-use state. */
export function getAuthUrl(platform: ConnectablePlatform): Promise<AuthUrlResponse> {
  return apiRequest<AuthUrlResponse>(`/social/${platform}/auth-url`);
}
