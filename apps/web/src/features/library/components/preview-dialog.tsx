import type { ContentItem } from '@plume/contracts/library';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { frLibrary } from '@/locales/fr-library';
import { displayName } from './content-card';

const t = frLibrary;

/** The preview modal: the full image, or the video playing with its controls; closes with 'Fermer'. */
export function PreviewDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {item ? (
          <>
            <DialogTitle>{displayName(item)}</DialogTitle>
            <DialogDescription>{item.context || item.filename}</DialogDescription>
            <div className="grid max-h-[65vh] place-items-center overflow-hidden rounded-lg bg-muted">
              {item.file_type.startsWith('video/') ? (
                <video
                  src={item.url}
                  poster={item.thumb_url}
                  controls
                  autoPlay
                  className="max-h-[65vh] w-full"
                />
              ) : (
                <img src={item.url} alt={displayName(item)} className="max-h-[65vh] w-auto object-contain" />
              )}
            </div>
            {item.attribution ? <p className="text-xs text-muted-foreground">{item.attribution}</p> : null}
            <Button variant="outline" className="justify-self-end" onClick={onClose}>
              {t.close}
            </Button>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
