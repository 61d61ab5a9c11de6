import type { ModifyResponse } from '@plume/contracts/posts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** docs/spec/part-2-signed-in-application.md §9: modify 30 s. */
export const MODIFY_TIMEOUT_MS = 30_000;

export const modifyPost = (input: { id: string; modificationRequest: string }) =>
  apiRequest<ModifyResponse>(`/posts/${input.id}/modify`, {
    method: 'PUT',
    body: { modification_request: input.modificationRequest },
    timeoutMs: MODIFY_TIMEOUT_MS,
  });

/** The result is a preview: nothing is saved until the owner confirms it
 * (docs/spec/part-2-signed-in-application.md §4.3). */
export function useModifyPost() {
  return useMutation({ mutationFn: modifyPost });
}
