import type { ModifiedPost, Post } from '@plume/contracts/posts';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { modifyPost } from '../api/modify-post';
import { useSavePost } from '../api/save-post';
import { modifyErrorMessage, readModifyResponse } from '../utils/modify-messages';
import { markPostsToReopen } from '../utils/reopen-posts-flag';

const t = frPosts.modify;

/** docs/spec/part-2-signed-in-application.md §4.3: a request, then the AI result held as a preview until it
 * is confirmed (saved) or cancelled. 'Modifier à nouveau' goes back to the request with its text kept. */
export function useModifyFlow(post: Post, onApplied: () => void) {
  const [draft, setDraft] = useState<ModifiedPost | null>(null);
  const [operations, setOperations] = useState<{ done: string[]; notDone: string[] }>({
    done: [],
    notDone: [],
  });
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const save = useSavePost();

  async function send(request: string) {
    if (request.trim() === '') {
      setError(t.errors.required);
      return;
    }
    setError(null);
    setIsSending(true);
    try {
      const outcome = readModifyResponse(
        await modifyPost({ id: post.id, modificationRequest: request.trim() }),
      );
      if (outcome.ok) {
        setDraft(outcome.post);
        setOperations({ done: outcome.done, notDone: outcome.notDone });
      } else setError(outcome.message);
    } catch (caught) {
      setError(modifyErrorMessage(caught));
    } finally {
      setIsSending(false);
    }
  }

  function confirm() {
    if (!draft) return;
    save.mutate(
      { id: post.id, ...draft, modified_at: new Date().toISOString() },
      {
        onSuccess: () => {
          toast.success(t.applied);
          markPostsToReopen();
          setDraft(null);
          onApplied();
        },
        onError: (caught) => setError(t.saveError(getErrorMessage(caught, fr.errors.unexpected))),
      },
    );
  }

  return {
    draft,
    /** What the rewrite did and could not do, for the before/after preview. */
    operations,
    error,
    isSending,
    isSaving: save.isPending,
    send,
    confirm,
    updateDraft: setDraft,
    /** Drops the AI result: the post stays as it was ('Annuler' also closes, 'Modifier à nouveau' does not). */
    discard: () => {
      setDraft(null);
      setError(null);
    },
  };
}
