import { POST_PLATFORMS, type PostPlatform } from '@plume/contracts/posts';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { frCalendar } from '@/locales/fr-calendar';
import { STATUS_FILTERS, type StatusFilter } from './calendar-posts';

const t = frCalendar;
export type PlatformFilter = PostPlatform | 'all';
const PLATFORM_FILTERS: PlatformFilter[] = ['all', ...POST_PLATFORMS];

const selectClass =
  'h-9 w-full rounded-lg border border-input bg-card px-2 text-sm text-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20';

interface CalendarToolbarProps {
  title: string;
  platform: PlatformFilter;
  status: StatusFilter;
  isRefreshing: boolean;
  onMonthChange: (delta: -1 | 1) => void;
  onPlatformChange: (platform: PlatformFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
  onRefresh: () => void;
}

/** Month navigation, the platform filter (asked of the server), the status filter (on the client), refresh. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-full items-center gap-1 sm:w-auto">
        <Button
          variant="outline"
          size="icon"
          aria-label={t.previousMonth}
          onClick={() => props.onMonthChange(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 aria-live="polite" className="min-w-40 flex-1 text-center text-lg font-bold capitalize">
          {props.title}
        </h3>
        <Button variant="outline" size="icon" aria-label={t.nextMonth} onClick={() => props.onMonthChange(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <FilterSelect
        label={t.platformFilter}
        value={props.platform}
        options={PLATFORM_FILTERS.map((value) => ({ value, label: t.platforms[value] }))}
        onChange={props.onPlatformChange}
      />
      <FilterSelect
        label={t.statusFilter}
        value={props.status}
        options={STATUS_FILTERS.map((value) => ({ value, label: t.statuses[value] }))}
        onChange={props.onStatusChange}
      />
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-auto"
        onClick={props.onRefresh}
        disabled={props.isRefreshing}
      >
        <RefreshCw aria-hidden="true" className={cn(props.isRefreshing && 'animate-spin')} />
        {t.refresh}
      </Button>
    </div>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid min-w-0 flex-1 gap-1 sm:max-w-48">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
