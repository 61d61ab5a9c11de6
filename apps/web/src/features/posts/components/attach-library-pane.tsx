import { monthKeyOf, monthLabel } from '@plume/contracts/months';
import { useMemo, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { frPosts } from '@/locales/fr-posts';
import { useMonthMedia } from '../api/get-month-media';
import type { AttachSource } from '../hooks/use-attach-to-post';
import { postsTabMonths } from '../utils/generation-availability';
import { MediaGrid } from './media-grid';

const t = frPosts.attach;
const selectClass =
  'h-10 w-full rounded-lg border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none sm:w-64 sm:text-sm';

/** 'Ma Bibliothèque': the library by month, the post's month first. */
export function LibraryPane({
  initialMonth,
  disabled,
  onPick,
}: {
  initialMonth: string;
  disabled: boolean;
  onPick: (source: AttachSource) => void;
}) {
  const [month, setMonth] = useState(initialMonth);
  const months = useMemo(() => {
    const { upcoming, archives } = postsTabMonths(
      new Date(),
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const keys = [...upcoming, ...archives].map(({ month: value }) => monthKeyOf(value));
    return keys.includes(initialMonth) ? keys : [initialMonth, ...keys];
  }, [initialMonth]);
  const media = useMonthMedia(month);
  const items = media.data?.content ?? [];

  return (
    <div className="grid gap-3 pt-1">
      <div className="grid gap-1.5">
        <Label htmlFor="attach-month">{t.month}</Label>
        <select
          id="attach-month"
          className={selectClass}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((key) => (
            <option key={key} value={key}>
              {monthLabel(key)}
            </option>
          ))}
        </select>
      </div>
      {media.isPending ? (
        <Spinner className="justify-self-center" />
      ) : media.isError ? (
        <Alert variant="destructive">{t.libraryError}</Alert>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t.emptyMonth}
        </p>
      ) : (
        <MediaGrid
          choices={items.map((item) => ({
            key: item.id,
            src: item.thumb_url,
            name: item.title || item.filename,
          }))}
          label={t.choose}
          disabled={disabled}
          onPick={(id) => onPick({ image_source: 'library', image_id: id })}
        />
      )}
    </div>
  );
}
