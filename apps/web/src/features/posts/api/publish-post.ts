import type { PublishResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const publishPost = (postId: string) =>
  apiRequest<PublishResponse>('/posts/publish', {
    method: 'POST',
    body: { post_id: postId },
  });

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishPost, onSuccess: () => invalidatePosts(queryClient) });
}
