import type { SuccessResponse } from '@plume/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscriptionUpdate } from '@plume/contracts/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const updateSubscription = ({ id, body }: { id: string; body: AdminSubscriptionUpdate }) =>
  apiRequest<SuccessResponse>(`/admin/users/${encodeURIComponent(id)}/subscription`, { method: 'PUT', body });

/** Everything reloads after a change (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
