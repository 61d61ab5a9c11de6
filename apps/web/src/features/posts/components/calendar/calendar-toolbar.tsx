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
  const id = useId();
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
      <div className="grid min-w-0 flex-1 gap-1 sm:max-w-48">
        <Label htmlFor={`${id}-platform`}>{t.platformFilter}</Label>
        <select
          id={`${id}-platform`}
          className={selectClass}
          value={props.platform}
          onChange={(event) => props.onPlatformChange(event.target.value as PlatformFilter)}
        >
          {PLATFORM_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.platforms[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 flex-1 gap-1 sm:max-w-48">
        <Label htmlFor={`${id}-status`}>{t.statusFilter}</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
      </div>
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
