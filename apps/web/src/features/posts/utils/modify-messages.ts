import { modifiedPostSchema, type ModifiedPost } from '@plume/contracts/posts';
import { isApiError, isNetworkError, getErrorMessage } from '@/lib/errors';
import { frPosts } from '@/locales/fr-posts';

const t = frPosts.modify.errors;

/** The messages of docs/spec/part-2-signed-in-application.md §8 'Post modification': timeout, 401, 404, else
 * the server's detail. */
export function modifyErrorMessage(error: unknown): string {
  if (isNetworkError(error) && error.isTimeout) return t.timeout;
  if (isApiError(error) && error.status === 401) return t.session;
  if (isApiError(error) && error.status === 404) return t.notFound;
  return getErrorMessage(error, t.invalid);
}

export type ModifyOutcome =
  { ok: true; post: ModifiedPost; done: string[]; notDone: string[] } | { ok: false; message: string };

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads the AI result: a malformed body is 'Réponse invalide', an empty text 'Aucune modification'. */
export function readModifyResponse(body: unknown): ModifyOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  const parsed = modifiedPostSchema.safeParse(record?.modified_post);
  if (!parsed.success) return { ok: false, message: t.invalid };
  if (parsed.data.text.trim() === '') return { ok: false, message: t.empty };
  return {
    ok: true,
    post: parsed.data,
    done: strings(record?.operations_done),
    notDone: strings(record?.operations_not_done),
  };
}
