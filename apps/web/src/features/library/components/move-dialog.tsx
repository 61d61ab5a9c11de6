import type { ContentItem } from '@plume/contracts/library';
import type { MonthOption } from '@plume/contracts/months';
import { monthLabel } from '@plume/contracts/months';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { frLibrary } from '@/locales/fr-library';
import { useMoveContent } from '../api/move-content';
import { toastOutcome } from '../hooks/toast-outcome';

const t = frLibrary.moveDialog;

interface MoveDialogProps {
  item: ContentItem | null;
  months: MonthOption[];
  onClose: () => void;
}

/** Spec §2.12-4: thumbnail, name, current month, destination months (the current one disabled). */
export function MoveDialog({ item, months, onClose }: MoveDialogProps) {
  const move = useMoveContent();
  const current = item?.attributed_month ?? null;

  function moveTo(targetMonth: string) {
    if (!item) return;
    move.mutate(
      { id: item.id, targetMonth },
      toastOutcome(({ message }) => t.success(message), t.error, onClose),
    );
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        {item ? (
          <div className="flex items-center gap-3">
            <img src={item.thumb_url} alt="" className="size-16 rounded-md object-cover" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{item.title || item.filename || frLibrary.untitled}</p>
              <DialogDescription>
                {t.current(current ? monthLabel(current) : frLibrary.noMonth)}
              </DialogDescription>
            </div>
          </div>
        ) : null}
        {move.isPending ? <p className="text-sm font-medium text-primary">{t.moving}</p> : null}
        <ul className="grid gap-2 sm:grid-cols-2">
          {months.map((option) => {
            const isCurrent = option.key === current;
            return (
              <li key={option.key}>
                <Button
                  variant="outline"
                  className="h-auto min-h-9 w-full flex-wrap justify-between gap-x-2 gap-y-0 whitespace-normal py-1.5 text-left capitalize"
                  disabled={isCurrent || move.isPending}
                  onClick={() => moveTo(option.key)}
                >
                  {option.label}
                  {isCurrent ? (
                    <span className="text-xs normal-case text-muted-foreground">{t.currentMonth}</span>
                  ) : null}
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
