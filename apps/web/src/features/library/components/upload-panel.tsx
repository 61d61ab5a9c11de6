import type { MonthOption } from '@plume/contracts/months';
import { MAX_CAROUSEL_IMAGES } from '@plume/contracts/library';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { frLibrary } from '@/locales/fr-library';
import { useLibraryUpload } from '../hooks/use-library-upload';
import { useUploadDrafts } from '../hooks/use-upload-drafts';
import { DropZone } from '@/components/drop-zone';
import { MonthSelect } from './month-select';
import { UploadDraftRow } from './upload-draft-row';

const t = frLibrary.upload;

/** Files chosen, per-file metadata (or shared carousel fields), upload with progress, then the list clears. */
export function UploadPanel({ months, defaultMonth }: { months: MonthOption[]; defaultMonth: string }) {
  const drafts = useUploadDrafts(defaultMonth);
  const upload = useLibraryUpload();
  const [carousel, setCarousel] = useState(false);
  const [shared, setShared] = useState({ title: '', context: '', month: defaultMonth });

  function validationError(): string | null {
    if (carousel) {
      if (!shared.month) return t.needMonth;
      if (drafts.drafts.length > MAX_CAROUSEL_IMAGES) return t.carouselLimit;
      if (drafts.drafts.some((draft) => !draft.file.type.startsWith('image/'))) return t.carouselImagesOnly;
      return null;
    }
    return drafts.drafts.some((draft) => !draft.month) ? t.needMonth : null;
  }

  async function submit() {
    const problem = validationError();
    if (problem) {
      toast.error(problem);
      return;
    }
    const { created, errors } = await upload.run(drafts.drafts, carousel ? shared : null);
    for (const error of errors) toast.error(error);
    if (created > 0) toast.success(t.done(created));
    if (errors.length === 0) drafts.clear();
  }

  const percent = Math.round((upload.progress ?? 0) * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DropZone onFiles={drafts.add} disabled={upload.isUploading} />
        {drafts.drafts.length > 0 ? (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={carousel}
                onChange={(event) => setCarousel(event.target.checked)}
              />
              {t.carousel}
            </label>
            {carousel ? (
              <div className="grid gap-2 sm:grid-cols-3">
                <Input
                  aria-label={t.fileTitle}
                  placeholder={t.fileTitle}
                  value={shared.title}
                  onChange={(e) => setShared({ ...shared, title: e.target.value })}
                />
                <Input
                  aria-label={t.fileContext}
                  placeholder={t.fileContext}
                  value={shared.context}
                  onChange={(e) => setShared({ ...shared, context: e.target.value })}
                />
                <MonthSelect
                  aria-label={t.month}
                  months={months}
                  value={shared.month}
                  onChange={(e) => setShared({ ...shared, month: e.target.value })}
                />
              </div>
            ) : null}
            <ul className="grid gap-2">
              {drafts.drafts.map((draft) => (
                <UploadDraftRow
                  key={draft.key}
                  draft={draft}
                  months={months}
                  shared={carousel}
                  onChange={(changes) => drafts.update(draft.key, changes)}
                  onRemove={() => drafts.remove(draft.key)}
                />
              ))}
            </ul>
            {upload.isUploading ? (
              <div className="grid gap-1">
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t.uploading}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">{t.progress(percent)}</p>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={drafts.clear} disabled={upload.isUploading}>
                {t.clear}
              </Button>
              <Button onClick={() => void submit()} disabled={upload.isUploading}>
                {upload.isUploading ? t.uploading : t.submit(drafts.drafts.length)}
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
