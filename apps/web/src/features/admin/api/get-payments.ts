import type { AdminPayment } from '@plume/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getAdminPayments = (signal?: AbortSignal) =>
  apiRequest<AdminPayment[]>('/admin/payments', { signal });

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.payments, queryFn: ({ signal }) => getAdminPayments(signal) });

export const useAdminPayments = () => useQuery(paymentsQueryOptions());
