import type { ContentItem } from '@plume/contracts/library';
import { LIBRARY_PAGE_SIZE } from '@plume/contracts/library';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/spinner';
import { libraryMonths } from '@/lib/months';
import { cn } from '@/lib/utils';
import { fr } from '@/locales/fr';
import { frLibrary } from '@/locales/fr-library';
import { useLibrary } from '../api/get-library';
import { useSelection } from '../hooks/use-selection';
import { ContentCard } from './content-card';
import { EditDialog } from './edit-dialog';
import { MonthPicker } from './month-picker';
import { MoveDialog } from './move-dialog';
import { PreviewDialog } from './preview-dialog';
import { SelectionBar } from './selection-bar';
import { UploadPanel } from './upload-panel';

const t = frLibrary;

export function MyLibrary() {
  const months = useMemo(() => libraryMonths(), []);
  const [mode, setMode] = useState<'month' | 'list'>('month');
  const [month, setMonth] = useState(months.upcoming[0]!.key);
  const [pages, setPages] = useState(1);
  const selection = useSelection();
  const [previewing, setPreviewing] = useState<ContentItem | null>(null);
  const [editing, setEditing] = useState<ContentItem | null>(null);
  const [moving, setMoving] = useState<ContentItem | null>(null);
  const library = useLibrary({
    limit: LIBRARY_PAGE_SIZE * pages,
    month: mode === 'month' ? month : undefined,
  });
  const data = library.data;
  const items = data?.content ?? [];
  const selectedItems = items.filter((item) => selection.selected.has(item.id));

  return (
    <div className="grid gap-5">
      <UploadPanel
        months={months.upcoming}
        defaultMonth={mode === 'month' ? month : months.upcoming[0]!.key}
      />
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" className="flex rounded-lg border bg-card p-1">
          {(['month', 'list'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={mode === value ? 'secondary' : 'ghost'}
              aria-pressed={mode === value}
              onClick={() => {
                setMode(value);
                setPages(1);
              }}
            >
              {t.modes[value]}
            </Button>
          ))}
        </div>
        {data ? (
          <p className="text-sm text-muted-foreground" data-testid="library-count">
            {t.count(data.library_count, data.library_max)}
          </p>
        ) : null}
        <div className="ml-auto">
          {selection.selecting ? null : (
            <Button variant="outline" size="sm" onClick={selection.start} disabled={items.length === 0}>
              {t.select}
            </Button>
          )}
        </div>
      </div>
      {selection.selecting ? (
        <SelectionBar selected={selectedItems} onDone={selection.stop} onMove={(item) => setMoving(item)} />
      ) : null}
      {mode === 'month' ? (
        <MonthPicker
          upcoming={months.upcoming}
          archive={months.archive}
          counts={data?.month_counts ?? {}}
          value={month}
          onChange={(next) => {
            setMonth(next);
            setPages(1);
          }}
        />
      ) : null}
      {library.isPending ? (
        <div className="grid place-items-center py-10 text-muted-foreground">
          <Spinner />
          <span className="sr-only">{fr.common.loading}</span>
        </div>
      ) : library.isError ? (
        <Alert variant="destructive">
          {t.loadError}{' '}
          <Button variant="link" onClick={() => void library.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {mode === 'month' ? t.emptyMonth : t.empty}
        </p>
      ) : (
        <ul
          className={cn(
            'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
            library.isFetching && 'opacity-70',
          )}
        >
          {items.map((item) => (
            <ContentCard
              key={item.id}
              item={item}
              selecting={selection.selecting}
              selected={selection.selected.has(item.id)}
              onOpen={() => setPreviewing(item)}
              onToggle={() => selection.toggle(item.id)}
              onEdit={() => setEditing(item)}
              onMove={() => setMoving(item)}
            />
          ))}
        </ul>
      )}
      {data && items.length < data.total ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setPages((n) => n + 1)}>
          {t.loadMore}
        </Button>
      ) : null}
      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <EditDialog item={editing} onClose={() => setEditing(null)} />
      <MoveDialog
        item={moving}
        months={[...months.upcoming, ...months.archive]}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
