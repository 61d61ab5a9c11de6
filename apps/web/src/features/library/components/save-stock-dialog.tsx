import type { MonthOption } from '@plume/contracts/months';
import type { StockHit } from '@plume/contracts/stock-images';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/errors';
import { frLibrary, frStockImages } from '@/locales/fr-library';
import { useSaveStockImage } from '../api/save-stock-image';

const t = frStockImages.saveDialog;
/** Long labels wrap inside the button at 375 px instead of running out of it. */
const wrap = 'h-auto min-h-9 whitespace-normal py-2 text-center';

interface SaveStockDialogProps {
  hit: StockHit | null;
  months: MonthOption[];
  /** A demonstration picture is not from Pixabay: its button says where it goes instead. */
  isDemo: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

const detailOf = (error: unknown) =>
  (isApiError(error) ? error.detail : undefined) ?? (error instanceof Error ? error.message : '') ?? '';

/** Spec §2.12-3: preview and tags, custom title and context, general save or one button per month. */
export function SaveStockDialog({ hit, months, isDemo, onClose, onSaved }: SaveStockDialogProps) {
  const save = useSaveStockImage();
  const [title, setTitle] = useState('');
  const [context, setContext] = useState('');

  function saveTo(month: MonthOption | null) {
    if (!hit) return;
    save.mutate(
      {
        pixabay_id: hit.id,
        image_url: hit.webformatURL,
        tags: hit.tags,
        custom_title: title.trim() || hit.tags,
        custom_context: context.trim(),
        save_type: month ? 'monthly' : 'general',
        ...(month ? { attributed_month: month.key } : {}),
      },
      {
        onSuccess: () => {
          toast.success(month ? t.savedMonth(month.label) : t.savedGeneral);
          onSaved(hit.id);
          onClose();
        },
        onError: (error) =>
          toast.error(
            month
              ? t.monthError(detailOf(error) || t.unknownError)
              : t.error(detailOf(error) || t.unknownError),
          ),
      },
    );
  }

  return (
    <Dialog open={hit !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        {hit ? (
          <>
            <img src={hit.webformatURL} alt="" className="aspect-[3/2] w-full rounded-lg object-cover" />
            <DialogDescription>
              {t.tags} : {hit.tags}
            </DialogDescription>
            <FormField label={t.customTitle} hint={t.customTitleHint}>
              {(control) => (
                <Input
                  {...control}
                  value={title}
                  placeholder={hit.tags}
                  onChange={(e) => setTitle(e.target.value)}
                />
              )}
            </FormField>
            <FormField label={t.context}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={context}
                  onChange={(e) => setContext(e.target.value)}
                />
              )}
            </FormField>
            {save.isPending ? <p className="text-sm font-medium text-primary">{t.saving}</p> : null}
            <Button className={wrap} disabled={save.isPending} onClick={() => saveTo(null)}>
              {isDemo ? t.general : t.generalPixabay}
            </Button>
            <p className="text-sm text-muted-foreground">{t.orMonth}</p>
            <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
              {months.map((month) => (
                <Button
                  key={month.key}
                  className={wrap}
                  variant="outline"
                  disabled={save.isPending}
                  onClick={() => saveTo(month)}
                >
                  <span className="capitalize">{month.label}</span>
                  {month.isCurrent ? frLibrary.currentFlag : null}
                </Button>
              ))}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
