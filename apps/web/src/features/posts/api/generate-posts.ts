import type { GenerateRequest, GenerateResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

/** Generation with an LLM may take a few minutes for a busy month. */
export const GENERATE_TIMEOUT_MS = 300_000;

export const generatePosts = (input: GenerateRequest) =>
  apiRequest<GenerateResponse>('/posts/generate', {
    method: 'POST',
    body: input,
    timeoutMs: GENERATE_TIMEOUT_MS,
  });

export function useGeneratePosts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generatePosts, onSuccess: () => invalidatePosts(queryClient) });
}
