import type { UploadResponse, UploadType } from '@plume/contracts/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload-request';
import { libraryKeys } from './get-library';

export interface UploadContentInput {
  files: File[];
  uploadType: UploadType;
  attributedMonth?: string;
  commonTitle?: string;
  commonContext?: string;
  onProgress: (fraction: number) => void;
}

export function uploadContent(input: UploadContentInput) {
  return uploadWithProgress<UploadResponse>(
    '/content/batch-upload',
    () => {
      // Text fields first, so the server knows them before the (possibly large) files stream in.
      const form = new FormData();
      form.append('upload_type', input.uploadType);
      if (input.attributedMonth) form.append('attributed_month', input.attributedMonth);
      if (input.commonTitle) form.append('common_title', input.commonTitle);
      if (input.commonContext) form.append('common_context', input.commonContext);
      for (const file of input.files) form.append('files', file, file.name);
      return form;
    },
    input.onProgress,
  );
}

/** Does not invalidate by itself: a multi-month upload reloads the library once at the end. */
export function useUploadContent() {
  return useMutation({ mutationFn: uploadContent });
}

export function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });
}
