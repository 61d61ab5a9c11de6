import type { YearMonth } from '@plume/contracts/months';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/ui/alert';
import { frPosts } from '@/locales/fr-posts';
import { useGenerationChecklist } from '../api/get-generation-checklist';

const t = frPosts.generation;

/** docs/spec/part-2-signed-in-application.md §4.7: advisory only — missing items warn that the posts will be
 * less rich, never block. */
export function GenerationChecklist({ target }: { target: YearMonth }) {
  const checklist = useGenerationChecklist(target);
  if (checklist.isPending) return <Spinner className="justify-self-center" />;
  if (checklist.isError) return <p className="text-sm text-muted-foreground">{t.checklistError}</p>;
  const { items, is_complete } = checklist.data;
  return (
    <section aria-label={t.checklistTitle} className="grid gap-2 rounded-lg border p-3">
      <h3 className="text-sm font-semibold">{t.checklistTitle}</h3>
      <ul className="grid gap-1.5">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-sm" data-done={item.done}>
            {item.done ? (
              <CircleCheck className="size-4 text-green-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-4 text-amber-500" aria-hidden="true" />
            )}
            {t.items[item.key]}
          </li>
        ))}
      </ul>
      <Alert variant="info">{is_complete ? t.ready : t.warning}</Alert>
    </section>
  );
}
