import type { AttachImageRequest, AttachImageResponse } from '@plume/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePosts } from './post-keys';

export const attachImage = (input: { id: string } & AttachImageRequest) => {
  const { id, ...body } = input;
  return apiRequest<AttachImageResponse>(`/posts/${id}/attach-image`, { method: 'PUT', body });
};

export function useAttachImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: attachImage, onSuccess: () => invalidatePosts(queryClient) });
}
