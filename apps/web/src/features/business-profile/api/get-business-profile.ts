import type { BusinessProfile } from '@plume/contracts/business-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getBusinessProfile = (signal?: AbortSignal) =>
  apiRequest<BusinessProfile>('/business-profile', { signal });

export const businessProfileQueryOptions = () =>
  queryOptions({ queryKey: ['business-profile'], queryFn: ({ signal }) => getBusinessProfile(signal) });

export const useBusinessProfile = () => useQuery(businessProfileQueryOptions());
