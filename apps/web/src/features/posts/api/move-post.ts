import type { SchedulingMessageResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const movePost = (input: { id: string; scheduledDate: string; fromCalendar: boolean }) =>
  apiRequest<SchedulingMessageResponse>(
    input.fromCalendar ? `/posts/move-calendar-post/${input.id}` : `/posts/${input.id}/schedule`,
    { method: 'PUT', body: { scheduled_date: input.scheduledDate } },
  );

export function useMovePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: movePost, onSuccess: () => invalidatePosts(queryClient) });
}
