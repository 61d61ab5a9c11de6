import type { PromoCode } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getPromoCodes = (signal?: AbortSignal) =>
  apiRequest<PromoCode[]>('/admin/promo-codes', { signal });

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.promoCodes, queryFn: ({ signal }) => getPromoCodes(signal) });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
