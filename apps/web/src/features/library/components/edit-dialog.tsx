import type { ContentItem } from '@plume/contracts/library';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { frLibrary } from '@/locales/fr-library';
import { useUpdateContentDetails } from '../api/update-content-details';
import { toastOutcome } from '../hooks/toast-outcome';

const t = frLibrary.editDialog;

interface EditValues {
  title: string;
  context: string;
}

/** Title and context of a medium: what the AI reads when it writes a post around it. */
export function EditDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  const form = useForm<EditValues>({ defaultValues: { title: '', context: '' } });
  const update = useUpdateContentDetails();
  const { reset } = form;

  useEffect(() => {
    if (item) reset({ title: item.title, context: item.context });
  }, [item, reset]);

  const submit = form.handleSubmit((values) => {
    if (!item) return;
    update.mutate(
      { id: item.id, ...values },
      toastOutcome(() => t.saved, t.error, onClose),
    );
  });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        <form onSubmit={submit} className="grid gap-4">
          <FormField label={t.titleLabel}>
            {(control) => <Input {...control} maxLength={200} {...form.register('title')} />}
          </FormField>
          <FormField label={t.contextLabel} hint={t.contextHint}>
            {(control) => <Textarea {...control} maxLength={2000} rows={4} {...form.register('context')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t.saving : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
