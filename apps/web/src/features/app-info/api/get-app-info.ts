import type { AppStatus } from '@plume/contracts/app-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { browserStorage } from '@/lib/safe-storage';

const STORED_KEY = 'plume_app_info';

// Typed by the contract but not parsed with its zod schema: zod would weigh on every route's bundle.
export function getAppInfo(signal?: AbortSignal): Promise<AppStatus> {
  return apiRequest<AppStatus>('/app-info', { withAuth: false, skipRefresh: true, signal });
}

/** The last answer, shown while the call runs: on a later visit the banner is there from the first frame
 * instead of pushing the screen down when the answer comes. The answer still decides. */
function storedAppInfo(): AppStatus | undefined {
  try {
    const value: unknown = JSON.parse(browserStorage.get(STORED_KEY) ?? 'null');
    const record = value as Partial<AppStatus> | null;
    return typeof record?.production === 'boolean' && Array.isArray(record.demo_providers)
      ? (value as AppStatus)
      : undefined;
  } catch {
    return undefined;
  }
}

export const appInfoQueryOptions = () =>
  queryOptions<AppStatus, Error, AppStatus, string[]>({
    queryKey: ['app-info'],
    queryFn: async ({ signal }) => {
      const info = await getAppInfo(signal);
      browserStorage.set(STORED_KEY, JSON.stringify(info));
      return info;
    },
    placeholderData: storedAppInfo,
    staleTime: Infinity,
    // The banner is a notice: a failed call shows nothing rather than an error.
    retry: false,
  });

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
