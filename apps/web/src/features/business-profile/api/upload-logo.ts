import type { LogoUploadResponse } from '@plume/contracts/business-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessProfileQueryOptions } from '@/features/business-profile/api/get-business-profile';

export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return apiRequest<LogoUploadResponse>('/business-profile/logo', { method: 'POST', body: form });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async () => {
      // The header shows the logo read from /auth/me.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]);
    },
  });
}
