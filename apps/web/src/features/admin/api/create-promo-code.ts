import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode, PromoCodeCreate } from '@plume/contracts/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const createPromoCode = (body: PromoCodeCreate) =>
  apiRequest<PromoCode>('/admin/promo-codes', { method: 'POST', body });

/** Everything reloads after a change (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
