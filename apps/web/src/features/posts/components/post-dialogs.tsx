import type { Post } from '@plume/contracts/posts';
import { useState } from 'react';
import { AttachImageDialog } from './attach-image-dialog';
import { MovePostDialog } from './calendar/move-post-dialog';
import { CarouselDialog } from './carousel-dialog';
import { DeletePostDialog } from './delete-post-dialog';
import { GenerateDialog } from './generate-dialog';
import { PostPreviewDialog } from './post-preview-dialog';

export type PostDialogState =
  | { kind: 'none' }
  | { kind: 'generate'; monthKey: string; hasPosts: boolean }
  | { kind: 'preview'; postId: string }
  | { kind: 'attach'; postId: string; mode: 'add' | 'modify' }
  | { kind: 'carousel'; postId: string }
  | { kind: 'delete'; postId: string }
  | { kind: 'date'; postId: string };

/** One dialog at a time on the Posts tab. */
export function usePostDialogs() {
  const [state, setState] = useState<PostDialogState>({ kind: 'none' });
  return { state, open: setState, close: () => setState({ kind: 'none' }) };
}

interface PostDialogsProps {
  state: PostDialogState;
  /** The loaded posts: a dialog always shows the freshest copy of its post. */
  posts: Post[];
  loadedAt: number;
  timeZone: string;
  onOpen: (state: PostDialogState) => void;
  onClose: () => void;
}

export function PostDialogs({ state, posts, loadedAt, timeZone, onOpen, onClose }: PostDialogsProps) {
  if (state.kind === 'none') return null;
  if (state.kind === 'generate') {
    return (
      <GenerateDialog
        monthKey={state.monthKey}
        hasPosts={state.hasPosts}
        timeZone={timeZone}
        onClose={onClose}
      />
    );
  }
  const post = posts.find((candidate) => candidate.id === state.postId);
  if (!post) return null;
  switch (state.kind) {
    case 'preview':
      return <PostPreviewDialog post={post} loadedAt={loadedAt} onClose={onClose} />;
    case 'attach':
      return <AttachImageDialog post={post} mode={state.mode} onClose={onClose} />;
    case 'carousel':
      return (
        <CarouselDialog
          post={post}
          loadedAt={loadedAt}
          onAdd={() => onOpen({ kind: 'attach', postId: post.id, mode: 'add' })}
          onClose={onClose}
        />
      );
    case 'delete':
      return <DeletePostDialog post={post} onClose={onClose} />;
    case 'date':
      return <MovePostDialog post={post} timeZone={timeZone} fromCalendar={false} onClose={onClose} />;
  }
}
