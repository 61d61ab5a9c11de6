import { POST_STATUS_LABELS, type Post } from '@plume/contracts/posts';
import { NETWORK_LOOKS } from '@/components/network-icons';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { frPosts } from '@/locales/fr-posts';
import { isImageRequired } from '../utils/post-card-rules';

const statusTone: Record<Post['status'], string> = {
  needs_image: 'bg-amber-100 text-amber-900',
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-blue-100 text-blue-900',
  publishing: 'bg-violet-100 text-violet-900',
  published: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function PlatformBadge({ platform }: { platform: Post['platform'] }) {
  return <Badge className={NETWORK_LOOKS[platform].badge}>{frPosts.platforms[platform]}</Badge>;
}

/** The stored status's French badge; a draft that lost its visual reads 'Image requise' too. */
export function StatusBadge({ post }: { post: Post }) {
  const status = post.status === 'draft' && isImageRequired(post) ? 'needs_image' : post.status;
  return (
    <Badge className={cn(statusTone[status])} data-testid="post-status">
      {POST_STATUS_LABELS[status]}
    </Badge>
  );
}
