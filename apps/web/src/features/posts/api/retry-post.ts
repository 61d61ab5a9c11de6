import type { PostStatus } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

/** A failed post goes back through the publishing path (the same job as a scheduled post). */
export const retryPost = (id: string) =>
  apiRequest<{ success: true; status: PostStatus }>(`/posts/${id}/retry`, { method: 'POST', body: {} });

export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPost, onSuccess: () => invalidatePosts(queryClient) });
}
