import type { ContentItem } from '@plume/contracts/library';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frLibrary } from '@/locales/fr-library';
import { useDeleteContents } from '../api/delete-contents';

const t = frLibrary;

interface SelectionBarProps {
  selected: ContentItem[];
  onDone: () => void;
  onMove: (item: ContentItem) => void;
}

/** Selection mode: batch delete (after confirmation) and move of a single selected item. */
export function SelectionBar({ selected, onDone, onMove }: SelectionBarProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContents();
  const count = selected.length;

  function askDelete() {
    if (count === 0) {
      toast.error(t.noSelection);
      return;
    }
    setConfirming(true);
  }

  function confirmDelete() {
    remove.mutate(
      selected.map((item) => item.id),
      {
        onSuccess: ({ deleted_count, requested_count }) => {
          toast.success(
            deleted_count === requested_count
              ? t.deleted(deleted_count)
              : t.partlyDeleted(deleted_count, requested_count),
          );
          setConfirming(false);
          onDone();
        },
        onError: (error) => toast.error(t.deleteError(getErrorMessage(error, fr.errors.unexpected))),
      },
    );
  }

  return (
    <div className="sticky top-16 z-[5] flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 shadow-sm">
      <p className="px-2 text-sm font-semibold" aria-live="polite">
        {t.selectedCount(count)}
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={count !== 1}
          onClick={() => selected[0] && onMove(selected[0])}
        >
          {t.moveSelected}
        </Button>
        <Button size="sm" className="bg-destructive text-white hover:bg-destructive/90" onClick={askDelete}>
          {t.deleteSelected}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t.cancelSelection}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.deleteSelected}
        description={t.confirmDelete(count)}
        cancelLabel={t.cancel}
        confirmLabel={t.deleteSelected}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
