import type { ScheduleResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const schedulePost = (input: { postId: string; date: string; time: string }) =>
  apiRequest<ScheduleResponse>('/posts/schedule', {
    method: 'POST',
    body: { post_id: input.postId, scheduled_date: input.date, scheduled_time: input.time },
  });

export function useSchedulePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: schedulePost, onSuccess: () => invalidatePosts(queryClient) });
}
