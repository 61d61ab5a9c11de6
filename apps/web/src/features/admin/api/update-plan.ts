import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanUpdate } from '@plume/contracts/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const updatePlan = ({ id, body }: { id: string; body: AdminPlanUpdate }) =>
  apiRequest<AdminPlan>(`/admin/subscription-plans/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** Everything reloads after a change (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
