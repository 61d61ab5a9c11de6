import { CalendarX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { frCalendar } from '@/locales/fr-calendar';

/** docs/spec/part-2-signed-in-application.md §2.9: a month without posts points to the Posts tab. */
export function CalendarEmpty({ onGoToPosts }: { onGoToPosts: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-10 text-center">
      <CalendarX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{frCalendar.empty}</p>
      {onGoToPosts ? <Button onClick={onGoToPosts}>{frCalendar.goToPosts}</Button> : null}
    </div>
  );
}
