import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { frLibrary } from '@/locales/fr-library';

const t = frLibrary.upload;
const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,.heic,video/mp4,video/quicktime,.mov';

/** Drag-and-drop area with a file button; hands the chosen files over (library uploads and post uploads). */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'grid place-items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
        over ? 'border-primary bg-accent' : 'border-border bg-muted/40',
      )}
    >
      <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{t.drop}</p>
      <p className="text-sm text-muted-foreground">{t.or}</p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {t.choose}
      </Button>
      <p className="text-xs text-muted-foreground">{t.accepted}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
