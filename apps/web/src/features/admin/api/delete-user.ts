import type { SuccessResponse } from '@plume/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const deleteUser = (id: string) =>
  apiRequest<SuccessResponse>(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Everything reloads after a change (docs/spec/part-1-access-payment-admin-legal.md §7). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
