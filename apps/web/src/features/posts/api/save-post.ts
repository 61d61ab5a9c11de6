import type { SavePostRequest, SavePostResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

/** docs/spec/part-2-signed-in-application.md §9: post save 10 s. */
export const SAVE_TIMEOUT_MS = 10_000;

export const savePost = (input: { id: string } & SavePostRequest) => {
  const { id, ...body } = input;
  return apiRequest<SavePostResponse>(`/posts/${id}`, { method: 'PUT', body, timeoutMs: SAVE_TIMEOUT_MS });
};

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePost, onSuccess: () => invalidatePosts(queryClient) });
}
