import { monthLabel, parseMonthKey } from '@plume/contracts/months';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { frPosts } from '@/locales/fr-posts';
import { useGeneratePosts } from '../api/generate-posts';
import { useGenerationStatus } from '../api/get-generation-status';
import { generationAvailability } from '../utils/generation-availability';
import { generationErrorMessage } from '../utils/generation-messages';
import { GenerationChecklist } from './generation-checklist';

const t = frPosts.generation;

interface GenerateDialogProps {
  monthKey: string;
  hasPosts: boolean;
  timeZone: string;
  onClose: () => void;
}

/** docs/spec/part-2-signed-in-application.md §4.6: confirmation (with the advisory checklist of §4.7), then
 * generating, then success; the posts reload through the mutation's invalidation. */
export function GenerateDialog({ monthKey, hasPosts, timeZone, onClose }: GenerateDialogProps) {
  const generation = useGeneratePosts();
  const [error, setError] = useState<string | null>(null);
  const progress = useGenerationStatus(monthKey, generation.isPending).data;
  const showsProgress = progress?.status === 'running' && progress.total > 0;
  const target = parseMonthKey(monthKey);
  const label = monthLabel(monthKey);

  function start() {
    setError(null);
    // Hints only: the server decides last-day mode and the hour from its own clock.
    const hints = generationAvailability(monthKey, new Date(), timeZone);
    generation.mutate(
      { month_key: monthKey, last_day_mode: hints.lastDayMode, generation_hour: hints.localHour },
      {
        onSuccess: (result) => toast.success(t.success(result.generated)),
        onError: (caught) => {
          const message = generationErrorMessage(caught);
          setError(message);
          toast.error(message);
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || generation.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="first-letter:uppercase">{t.title(label)}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        {generation.isPending ? (
          <div className="grid justify-items-center gap-2 py-6 text-center" role="status">
            <Spinner className="size-8 text-primary" />
            <p className="font-semibold">{t.generating}</p>
            {showsProgress ? (
              <>
                <progress className="h-2 w-full accent-primary" max={progress.total} value={progress.done} />
                <p className="text-sm">{t.progress(progress.done, progress.total)}</p>
              </>
            ) : null}
            <p className="text-sm text-muted-foreground">{t.generatingHint}</p>
          </div>
        ) : generation.isSuccess ? (
          <div className="grid justify-items-center gap-2 py-6 text-center" role="status">
            <CircleCheck className="size-10 text-green-600" aria-hidden="true" />
            <p className="font-semibold">{t.success(generation.data.generated)}</p>
            {generation.data.written_offline ? (
              <p className="flex items-start gap-2 text-left text-sm text-amber-800">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t.writtenOffline(generation.data.written_offline)}
              </p>
            ) : null}
          </div>
        ) : (
          <>
            {target ? <GenerationChecklist target={target} /> : null}
            {hasPosts ? (
              <p className="flex items-start gap-2 text-sm text-amber-800">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t.regenerateNote}
              </p>
            ) : null}
            {error ? <Alert variant="destructive">{error}</Alert> : null}
          </>
        )}
        <DialogFooter>
          {generation.isSuccess ? (
            <Button onClick={onClose}>{t.close}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={generation.isPending}>
                {t.cancel}
              </Button>
              <Button onClick={start} disabled={generation.isPending}>
                {t.confirm}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
