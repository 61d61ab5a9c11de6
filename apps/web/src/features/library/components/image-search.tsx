import type { StockHit } from '@plume/contracts/stock-images';
import { Search } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/spinner';
import { libraryMonths } from '@/lib/months';
import { frStockImages } from '@/locales/fr-library';
import { useStockCategories } from '../api/get-stock-categories';
import { useStockSearch } from '../api/search-stock-images';
import { SaveStockDialog } from './save-stock-dialog';
import { StockResultCard } from './stock-result-card';

const t = frStockImages;

/** Stock-image search: 8 suggested categories, a results grid, save dialog; attribution always shown. */
export function ImageSearch() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<StockHit | null>(null);
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const months = useMemo(() => libraryMonths().upcoming, []);
  const categories = useStockCategories();
  const results = useStockSearch(query);
  const isDemo = (results.data?.provider ?? categories.data?.provider) === 'demo';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) {
      toast.error(t.required);
      return;
    }
    setQuery(draft.trim());
  }

  const hits = results.isError ? [] : (results.data?.hits ?? []);
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="flex gap-2" role="search">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t.placeholder}
          aria-label={t.searchLabel}
        />
        <Button type="submit">
          <Search />
          <span className="sr-only sm:not-sr-only">{t.search}</span>
        </Button>
      </form>
      <section aria-label={t.categories} className="flex flex-wrap gap-2">
        {(categories.data?.categories ?? []).map((category) => (
          <Button
            key={category}
            size="sm"
            variant={query === category ? 'secondary' : 'outline'}
            onClick={() => {
              setDraft(category);
              setQuery(category);
            }}
          >
            <span className="inline-block first-letter:uppercase">{category}</span>
          </Button>
        ))}
      </section>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        {isDemo ? <Badge variant="secondary">{t.demoBadge}</Badge> : null}
        {isDemo ? t.attributionDemo : t.attributionPixabay}
      </p>
      {!query ? (
        <p className="text-muted-foreground">{t.intro}</p>
      ) : results.isPending ? (
        <div className="grid place-items-center py-10">
          <Spinner />
        </div>
      ) : results.isError ? (
        <Alert variant="destructive">{t.error}</Alert>
      ) : hits.length === 0 ? (
        <p className="text-muted-foreground">{t.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.results(results.data.totalHits)}</p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {hits.map((hit) => (
              <StockResultCard
                key={hit.id}
                hit={hit}
                isDemo={isDemo}
                added={added.has(hit.id)}
                onAdd={() => setSaving(hit)}
              />
            ))}
          </ul>
        </>
      )}
      <SaveStockDialog
        key={saving?.id ?? 'closed'}
        hit={saving}
        months={months}
        isDemo={isDemo}
        onClose={() => setSaving(null)}
        onSaved={(id) => setAdded((current) => new Set(current).add(id))}
      />
    </div>
  );
}
