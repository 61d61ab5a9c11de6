import type { MonthOption } from '@plume/contracts/months';
import { cn } from '@/lib/utils';
import { frLibrary } from '@/locales/fr-library';

const t = frLibrary;

interface MonthPickerProps {
  upcoming: MonthOption[];
  archive: MonthOption[];
  counts: Record<string, number>;
  value: string;
  onChange: (month: string) => void;
}

function MonthButton({
  option,
  count,
  active,
  onClick,
}: {
  option: MonthOption;
  count: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        'flex min-w-32 flex-col items-start rounded-lg border bg-card px-3 py-2 text-left text-sm transition-colors hover:bg-muted',
        active && 'border-primary bg-accent',
      )}
    >
      <span className="font-semibold">
        <span className="capitalize">{option.label}</span>{' '}
        {option.isCurrent ? <span className="font-normal text-primary">{t.currentFlag}</span> : null}
      </span>
      <span className="text-xs text-muted-foreground">{t.monthCount(count)}</span>
    </button>
  );
}

/** The 6 current-and-future months and the 6 archive months, each with its item count. */
export function MonthPicker({ upcoming, archive, counts, value, onChange }: MonthPickerProps) {
  const row = (options: MonthOption[]) => (
    <div className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {options.map((option) => (
        <MonthButton
          key={option.key}
          option={option}
          count={counts[option.key] ?? 0}
          active={option.key === value}
          onClick={() => onChange(option.key)}
        />
      ))}
    </div>
  );
  return (
    <div className="grid gap-3">
      <section aria-label={t.currentMonths} className="grid gap-1.5">
        <h3 className="text-sm font-semibold text-muted-foreground">{t.currentMonths}</h3>
        {row(upcoming)}
      </section>
      <section aria-label={t.archiveMonths} className="grid gap-1.5">
        <h3 className="text-sm font-semibold text-muted-foreground">{t.archiveMonths}</h3>
        {row(archive)}
      </section>
    </div>
  );
}
