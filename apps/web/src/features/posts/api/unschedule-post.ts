import type { SchedulingMessageResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const unschedulePost = (id: string) =>
  apiRequest<SchedulingMessageResponse>(`/posts/${id}/unschedule`, { method: 'PUT', body: {} });

export function useUnschedulePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unschedulePost, onSuccess: () => invalidatePosts(queryClient) });
}
