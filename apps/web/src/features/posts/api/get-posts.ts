import type { PostsResponse } from '@plume/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postKeys } from './post-keys';

export const getPosts = (signal?: AbortSignal) => apiRequest<PostsResponse>('/posts/generated', { signal });

export const postsQueryOptions = () =>
  queryOptions({
    queryKey: [...postKeys.all, 'generated'],
    queryFn: ({ signal }) => getPosts(signal),
  });

export function usePosts() {
  return useQuery(postsQueryOptions());
}
