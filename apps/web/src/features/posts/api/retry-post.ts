import type { PublishResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

/** POST /api/posts/{id}/retry: a failed post goes through the publishing path again, answered like publish. */
export const retryPost = (id: string) =>
  apiRequest<PublishResponse>(`/posts/${id}/retry`, {
    method: 'POST',
    body: {},
  });

export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPost, onSuccess: () => invalidatePosts(queryClient) });
}
