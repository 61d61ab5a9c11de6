import type { ContentItem } from '@plume/contracts/library';
import { Check, FolderInput, Layers, Pencil, Play } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { frLibrary } from '@/locales/fr-library';

const t = frLibrary;

export const displayName = (item: ContentItem) => item.title || item.filename || t.untitled;

interface ContentCardProps {
  item: ContentItem;
  selecting: boolean;
  selected: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onMove: () => void;
}

export function ContentCard({
  item,
  selecting,
  selected,
  onOpen,
  onToggle,
  onEdit,
  onMove,
}: ContentCardProps) {
  const name = displayName(item);
  const isVideo = item.file_type.startsWith('video/');
  return (
    <li
      className={cn(
        'group relative overflow-hidden rounded-lg border bg-card',
        selected && 'ring-2 ring-primary',
      )}
      data-testid="content-card"
    >
      <button
        type="button"
        className="relative block aspect-square w-full bg-muted"
        onClick={selecting ? onToggle : onOpen}
        aria-label={selecting ? t.toggleItem(name) : t.openItem(name)}
        aria-pressed={selecting ? selected : undefined}
      >
        <img src={item.thumb_url} alt="" loading="lazy" className="size-full object-cover" />
        {isVideo ? (
          <span className="absolute inset-0 grid place-items-center">
            <Play className="size-10 rounded-full bg-foreground/60 p-2 text-white" aria-label={t.video} />
          </span>
        ) : null}
        {selecting ? (
          <span
            className={cn(
              'absolute left-2 top-2 grid size-6 place-items-center rounded-full border-2 border-white bg-foreground/30',
              selected && 'bg-primary',
            )}
          >
            {selected ? <Check className="size-4 text-white" /> : null}
          </span>
        ) : null}
        <span className="absolute right-2 top-2 flex gap-1">
          {item.upload_type === 'carousel' ? (
            <Badge variant="secondary">
              <Layers className="size-3" aria-hidden="true" />
              {t.carousel}
            </Badge>
          ) : null}
          {item.source === 'pixabay' ? (
            <Badge variant="secondary">
              {item.attribution?.startsWith(t.demoStock) ? t.demoStock : t.stock}
            </Badge>
          ) : null}
        </span>
      </button>
      <div className="flex items-center gap-1 p-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={name}>
          {name}
        </p>
        {!selecting ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={onEdit}
              aria-label={`${t.edit} ${name}`}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={onMove}
              aria-label={`${t.move} ${name}`}
            >
              <FolderInput />
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
