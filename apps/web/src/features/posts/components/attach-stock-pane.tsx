import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { useStockForPost } from '../api/search-stock-for-post';
import type { AttachSource } from '../hooks/use-attach-to-post';
import { MediaGrid } from './media-grid';

const t = frPosts.attach;

/** Stock-image search: a term (required once trimmed), then 50 results in a 3-column grid. A post without a
 * picture opens on the search its subject suggests, already run. */
export function StockPane({
  disabled,
  onPick,
  suggestion = '',
}: {
  disabled: boolean;
  onPick: (source: AttachSource) => void;
  suggestion?: string;
}) {
  const [query, setQuery] = useState(suggestion);
  const form = useForm<{ term: string }>({ defaultValues: { term: suggestion } });
  const search = useStockForPost(query);
  const hits = search.data?.hits ?? [];
  const termError = form.formState.errors.term?.message;

  return (
    <div className="grid gap-3 pt-1">
      <form
        role="search"
        className="flex gap-2"
        noValidate
        onSubmit={form.handleSubmit(({ term }) => setQuery(term.trim()))}
      >
        <Input
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          aria-invalid={Boolean(termError)}
          {...form.register('term', { validate: (value) => value.trim() !== '' || t.searchRequired })}
        />
        <Button type="submit" aria-label={t.search}>
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">{t.search}</span>
        </Button>
      </form>
      {termError ? <p className="text-sm font-medium text-destructive">{termError}</p> : null}
      {suggestion && query === suggestion ? (
        <p className="text-sm text-muted-foreground">{t.suggestion(suggestion)}</p>
      ) : null}
      {query === '' ? null : search.isPending ? (
        <Spinner className="justify-self-center" />
      ) : search.isError ? (
        <Alert variant="destructive">
          {t.searchError(getErrorMessage(search.error, fr.errors.unexpected))}
        </Alert>
      ) : hits.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">{t.noResults}</p>
      ) : (
        <MediaGrid
          choices={hits.map((hit) => ({ key: String(hit.id), src: hit.webformatURL, name: hit.tags }))}
          label={t.choose}
          aspectClass="aspect-[3/2]"
          disabled={disabled}
          onPick={(key) => {
            const hit = hits.find((candidate) => String(candidate.id) === key);
            if (hit)
              onPick({
                image_source: 'pixabay',
                image_url: hit.webformatURL,
                pixabay_id: hit.id,
                tags: hit.tags,
              });
          }}
        />
      )}
    </div>
  );
}
