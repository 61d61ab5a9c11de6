import type { StockHit } from '@plume/contracts/stock-images';
import { Check, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { frStockImages } from '@/locales/fr-library';

const t = frStockImages;

/** Up to 3 tags per result (docs/spec/part-2-signed-in-application.md §9). */
export const firstTags = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 3);

interface StockResultCardProps {
  hit: StockHit;
  /** A demonstration picture names no author: its label says what it is. */
  isDemo: boolean;
  added: boolean;
  onAdd: () => void;
}

export function StockResultCard({ hit, isDemo, added, onAdd }: StockResultCardProps) {
  return (
    <li className="overflow-hidden rounded-lg border bg-card" data-testid="stock-result">
      <img
        src={hit.webformatURL}
        alt={hit.tags}
        loading="lazy"
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="grid gap-2 p-2">
        <div className="flex flex-wrap gap-1">
          {firstTags(hit.tags).map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
        <span className="truncate text-xs text-muted-foreground">
          {isDemo ? hit.user : t.byUser(hit.user)}
        </span>
        <Button
          size="sm"
          className="w-full"
          variant={added ? 'secondary' : 'default'}
          disabled={added}
          onClick={onAdd}
        >
          {added ? <Check /> : <Plus />}
          {added ? t.added : t.add}
        </Button>
      </div>
    </li>
  );
}
