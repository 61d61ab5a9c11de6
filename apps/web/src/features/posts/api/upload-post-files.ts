import type { UploadResponse } from '@plume/contracts/library';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload-request';

/** Files sent for one post (upload_type post_single) land in the library under the post's month; the ids
 * returned are then attached with image_source 'upload'. */
export function uploadPostFiles(input: {
  files: File[];
  month: string;
  onProgress: (fraction: number) => void;
}) {
  return uploadWithProgress<UploadResponse>(
    '/content/batch-upload',
    () => {
      const form = new FormData();
      form.append('upload_type', 'post_single');
      form.append('attributed_month', input.month);
      for (const file of input.files) form.append('files', file, file.name);
      return form;
    },
    input.onProgress,
  );
}

export const useUploadPostFiles = () => useMutation({ mutationFn: uploadPostFiles });
