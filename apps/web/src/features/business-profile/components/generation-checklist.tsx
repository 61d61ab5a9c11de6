import { CircleCheck, CircleDashed, CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/spinner';
import { frKnowledge } from '@/locales/fr-knowledge';
import { formatMonthYear } from '@/lib/dates';
import { useGenerationChecklist } from '@/features/business-profile/api/get-generation-checklist';

/** The advisory checklist of docs/spec/part-2-signed-in-application.md §4.7: it warns, it never blocks
 * generation. */
export function GenerationChecklist() {
  const t = frKnowledge.businessProfile.checklist;
  const checklist = useGenerationChecklist();
  if (checklist.isPending) return <Spinner />;
  if (checklist.isError) return null;
  const { month, year, items, is_complete } = checklist.data;

  return (
    <section aria-labelledby="checklist-title" className="grid gap-3">
      <div>
        <h2 id="checklist-title" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.monthLabel(formatMonthYear(year, month))}</p>
      </div>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-sm">
            {item.done ? (
              <CircleCheck className="size-5 text-green-600" aria-hidden="true" />
            ) : item.available ? (
              <CircleAlert className="size-5 text-amber-500" aria-hidden="true" />
            ) : (
              <CircleDashed className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={item.available ? '' : 'text-muted-foreground'}>
              {t.items[item.key]}
              {item.available ? null : ` (${t.notAvailable})`}
            </span>
          </li>
        ))}
      </ul>
      <Alert variant="info">{is_complete ? t.complete : t.warning}</Alert>
    </section>
  );
}
