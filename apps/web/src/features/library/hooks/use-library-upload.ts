import { useState } from 'react';
import { monthLabel } from '@plume/contracts/months';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frLibrary } from '@/locales/fr-library';
import { useInvalidateLibrary, uploadContent } from '../api/upload-content';
import { updateContentContext } from '../api/update-content-context';
import { updateContentTitle } from '../api/update-content-title';
import type { UploadDraft } from './use-upload-drafts';

const t = frLibrary.upload;

export interface CarouselFields {
  title: string;
  context: string;
  month: string;
}

/** Sends the drafts, one request per month (or one carousel), reporting progress over all bytes. */
export function useLibraryUpload() {
  const invalidate = useInvalidateLibrary();
  const [progress, setProgress] = useState<number | null>(null);

  async function run(
    drafts: UploadDraft[],
    carousel: CarouselFields | null,
  ): Promise<{ created: number; errors: string[] }> {
    const totalBytes = drafts.reduce((sum, draft) => sum + draft.file.size, 0) || 1;
    let doneBytes = 0;
    let created = 0;
    const errors: string[] = [];
    const groups = new Map<string, UploadDraft[]>();
    for (const draft of drafts) {
      const month = carousel ? carousel.month : draft.month;
      groups.set(month, [...(groups.get(month) ?? []), draft]);
    }
    setProgress(0);
    try {
      for (const [month, group] of groups) {
        const groupBytes = group.reduce((sum, draft) => sum + draft.file.size, 0);
        try {
          const result = await uploadContent({
            files: group.map((draft) => draft.file),
            uploadType: carousel ? 'carousel' : group.length > 1 ? 'batch' : 'single',
            attributedMonth: month,
            ...(carousel ? { commonTitle: carousel.title, commonContext: carousel.context } : {}),
            onProgress: (fraction) => setProgress((doneBytes + fraction * groupBytes) / totalBytes),
          });
          created += result.count;
          if (!carousel) {
            // Metadata failures are only logged by the spec: the files themselves are in the library.
            await Promise.allSettled(
              result.created.flatMap(({ id }, index) => {
                const draft = group[index];
                return [
                  ...(draft?.title ? [updateContentTitle(id, draft.title)] : []),
                  ...(draft?.context ? [updateContentContext(id, draft.context)] : []),
                ];
              }),
            );
          }
        } catch (error) {
          const detail = getErrorMessage(error, fr.errors.unexpected);
          errors.push(groups.size > 1 ? t.monthError(monthLabel(month), detail) : t.error(detail));
        }
        doneBytes += groupBytes;
      }
    } finally {
      setProgress(null);
      await invalidate();
    }
    return { created, errors };
  }

  return { run, progress, isUploading: progress !== null };
}
