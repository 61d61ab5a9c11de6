import type { RevenueAnalytics } from '@plume/contracts/admin';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Revenue per day of the month as bars; each bar names its day and amount for screen readers. */
export function RevenueChart({ daily }: { daily: RevenueAnalytics['daily'] }) {
  const max = Math.max(...daily.map((day) => day.revenue), 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold">{frAdmin.admin.analytics.chartTitle}</figcaption>
      <ol
        className="flex h-40 items-end gap-0.5 border-b border-l px-1"
        aria-label={frAdmin.admin.analytics.chartTitle}
      >
        {daily.map((day) => {
          const label = frAdmin.admin.analytics.chartLabel(
            dayLabel.format(new Date(day.date)),
            formatEuros(day.revenue),
          );
          return (
            <li key={day.date} className="flex h-full flex-1 items-end" title={label} aria-label={label}>
              <span
                className="w-full rounded-t bg-primary/80"
                style={{
                  height: max > 0 ? `${Math.max((day.revenue / max) * 100, day.revenue > 0 ? 2 : 0)}%` : '0%',
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{daily[0] ? dayLabel.format(new Date(daily[0].date)) : ''}</span>
        <span>{daily.at(-1) ? dayLabel.format(new Date(daily.at(-1)!.date)) : ''}</span>
      </div>
    </figure>
  );
}
