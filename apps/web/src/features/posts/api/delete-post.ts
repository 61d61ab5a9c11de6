import type { DeletePostResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const deletePost = (id: string) =>
  apiRequest<DeletePostResponse>(`/posts/generated/${id}`, { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => invalidatePosts(queryClient) });
}
