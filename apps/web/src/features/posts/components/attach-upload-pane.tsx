import { MAX_POST_UPLOAD_FILES } from '@plume/contracts/library';
import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { DropZone } from '@/components/drop-zone';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { useUploadPostFiles } from '../api/upload-post-files';
import type { AttachSource } from '../hooks/use-attach-to-post';

const t = frPosts.attach;

/** Upload for this post: at most 10 files (several make a carousel), sent to the library under the post's
 * month, then attached with image_source 'upload'. */
export function UploadPane({
  month,
  disabled,
  onUploaded,
}: {
  month: string;
  disabled: boolean;
  onUploaded: (source: AttachSource) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPostFiles();
  const busy = disabled || upload.isPending;

  const add = (chosen: File[]) => {
    if (files.length + chosen.length > MAX_POST_UPLOAD_FILES) {
      toast.error(t.tooManyFiles);
      return;
    }
    setFiles([...files, ...chosen]);
  };
  const send = () =>
    upload.mutate(
      { files, month, onProgress: setProgress },
      {
        onSuccess: (result) =>
          onUploaded({ image_source: 'upload', uploaded_file_ids: result.created.map(({ id }) => id) }),
        onError: (error) => toast.error(t.uploadError(getErrorMessage(error, fr.errors.unexpected))),
      },
    );

  return (
    <div className="grid gap-3 pt-1">
      <DropZone onFiles={add} disabled={busy} />
      <p className="text-xs text-muted-foreground">{t.carouselHint}</p>
      {files.length > 0 ? (
        <>
          <p className="text-sm font-medium">{t.chosenFiles(files.length)}</p>
          <ul className="grid gap-1">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm"
              >
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t.removeFile(file.name)}
                  disabled={busy}
                  onClick={() => setFiles(files.filter((_, position) => position !== index))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
          <Button onClick={send} disabled={busy}>
            {upload.isPending ? `${t.uploading} ${Math.round(progress * 100)} %` : t.sendFiles(files.length)}
          </Button>
        </>
      ) : null}
    </div>
  );
}
