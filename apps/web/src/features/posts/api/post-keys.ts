import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of the posts and calendar screens; every post mutation refreshes both. */
export const postKeys = {
  all: ['posts'] as const,
  calendar: ['posts', 'calendar'] as const,
};

export const invalidatePosts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: postKeys.all });
