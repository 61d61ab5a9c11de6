import type { Post } from '@plume/contracts/posts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel } from './calendar-posts';

const tones: Partial<Record<Post['status'], string>> = {
  scheduled: 'bg-violet-100 text-violet-800',
  publishing: 'bg-amber-100 text-amber-800',
  published: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

export function PostStatusBadge({ post, className }: { post: Post; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', tones[post.status], className)}>
      {statusLabel(post)}
    </Badge>
  );
}
