import type { WebsiteFacts, FactEntry, FactSource } from '@plume/contracts/website-facts';
import { Pencil, Plus, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { serverDetailOr } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useChangeFact, type FactChange } from '@/features/analysis/api/correct-facts';
import { FactDialog, type FactDialogTarget } from '@/features/analysis/components/fact-dialog';
import { FACT_GROUPS, factText } from '@/features/analysis/utils/fact-form';

const t = frKnowledge.analysis.facts;

/** « Source : page Nos pains », linked to the page (a new tab). */
export function SourceLink({ source }: { source: FactSource }) {
  return (
    <span className="text-xs text-muted-foreground">
      {t.source}{' '}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline-offset-2 hover:underline"
        title={source.snippet}
      >
        {source.page_title || source.url}
      </a>
    </span>
  );
}

function FactRow({
  entry,
  showKind,
  onEdit,
  onChange,
}: {
  entry: FactEntry;
  /** In a group of several kinds, each fact says which it is ("Mission", "Téléphone"). */
  showKind: boolean;
  onEdit: () => void;
  onChange: (c: FactChange) => void;
}) {
  const removed = entry.status === 'removed';
  return (
    <li className="grid gap-1 py-2" data-fact-id={entry.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className={cn('min-w-0 flex-1 break-words', removed && 'text-muted-foreground line-through')}>
          {showKind ? <span className="font-semibold">{t.kinds[entry.kind]} : </span> : null}
          {factText(entry.value)}
        </p>
        <div className="flex shrink-0 gap-1">
          {removed ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ action: 'restore', factId: entry.id })}
            >
              <Undo2 aria-hidden="true" />
              {t.undo}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={onEdit}
                aria-label={`${t.edit} : ${factText(entry.value)}`}
              >
                <Pencil aria-hidden="true" />
                <span className="max-sm:sr-only">{t.edit}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onChange({ action: 'remove', factId: entry.id })}
                aria-label={`${t.remove} : ${factText(entry.value)}`}
              >
                <Trash2 aria-hidden="true" />
                <span className="max-sm:sr-only">{t.remove}</span>
              </Button>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {entry.status === 'corrected' ? <Badge>{t.corrected}</Badge> : null}
        {entry.status === 'added' ? <Badge>{t.added}</Badge> : null}
        {removed ? <Badge variant="outline">{t.removed}</Badge> : null}
        {entry.missing_on_site ? <Badge variant="outline">{t.missingOnSite}</Badge> : null}
        {entry.source ? (
          <SourceLink source={entry.source} />
        ) : (
          <span className="text-xs text-muted-foreground">{t.ownSource}</span>
        )}
        {entry.status === 'corrected' && entry.site_value ? (
          <span className="text-xs text-muted-foreground">
            {t.siteSaid(factText(entry.site_value))} ·{' '}
            <button
              type="button"
              className="font-medium text-primary underline-offset-2 hover:underline"
              onClick={() => onChange({ action: 'restore', factId: entry.id })}
            >
              {t.restore}
            </button>
          </span>
        ) : null}
      </div>
    </li>
  );
}

const TOASTS = {
  correct: t.saved,
  add: t.addedToast,
  remove: t.removedToast,
  restore: t.restoredToast,
} as const;

/** Every fact read on the site, grouped by kind, each with its source, correctable by the owner (ADR 0020). */
export function FactsCard({ facts }: { facts: WebsiteFacts }) {
  const change = useChangeFact();
  const [dialog, setDialog] = useState<FactDialogTarget | null>(null);
  const apply = (c: FactChange) =>
    change.mutate(c, {
      onSuccess: () => {
        setDialog(null);
        toast.success(TOASTS[c.action]);
      },
      onError: (error) => toast.error(serverDetailOr(error, t.saveError)),
    });

  return (
    <Card role="region" aria-label={t.title} className="md:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        {facts.entries.length === 0 ? <p className="text-muted-foreground">{t.noFacts}</p> : null}
        {FACT_GROUPS.map((group) => {
          const entries = facts.entries.filter((e) => group.kinds.includes(e.kind));
          const title = t.groups[group.key];
          return (
            <section key={group.key} aria-label={title} className="grid gap-1">
              <div className="flex items-center justify-between gap-2 border-b pb-1">
                <h3 className="font-semibold">{title}</h3>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDialog({ mode: 'add', kinds: group.kinds })}
                  aria-label={`${t.add} : ${title}`}
                >
                  <Plus aria-hidden="true" />
                  {t.add}
                </Button>
              </div>
              {entries.length === 0 ? (
                <p className="py-1 text-muted-foreground">{t.empty}</p>
              ) : (
                <ul className="divide-y">
                  {entries.map((entry) => (
                    <FactRow
                      key={entry.id}
                      entry={entry}
                      showKind={group.kinds.length > 1}
                      onChange={apply}
                      onEdit={() =>
                        setDialog({ mode: 'edit', factId: entry.id, kind: entry.kind, value: entry.value })
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </CardContent>
      {dialog ? (
        <FactDialog
          key={dialog.mode === 'edit' ? dialog.factId : dialog.kinds.join()}
          target={dialog}
          pending={change.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(value) =>
            apply(
              dialog.mode === 'edit'
                ? { action: 'correct', factId: dialog.factId, value }
                : { action: 'add', value },
            )
          }
        />
      ) : null}
    </Card>
  );
}
