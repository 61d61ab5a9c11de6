import type { PromoCode } from '@plume/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const togglePromoCode = ({ id, active }: { id: string; active: boolean }) =>
  apiRequest<PromoCode>(`/admin/promo-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { active },
  });

/** Everything reloads after a change (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useTogglePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
