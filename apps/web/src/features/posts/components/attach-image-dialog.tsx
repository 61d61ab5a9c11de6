import type { Post } from '@plume/contracts/posts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { frPosts } from '@/locales/fr-posts';
import { useAttachToPost, type AttachMode } from '../hooks/use-attach-to-post';
import { LibraryPane } from './attach-library-pane';
import { StockPane } from './attach-stock-pane';
import { UploadPane } from './attach-upload-pane';

const t = frPosts.attach;
// Three tabs share a 375 px screen: labels may wrap instead of pushing the dialog wider.
const tabClass = 'whitespace-normal px-1 text-xs sm:text-sm';

/** Spec part 2 §2.12 dialog 5: the library (months, 3-column grid), the stock-image search (3-column grid,
 * 50 per page) and an upload area. */
export function AttachImageDialog({
  post,
  mode,
  onClose,
}: {
  post: Post;
  mode: AttachMode;
  onClose: () => void;
}) {
  const target = useAttachToPost(post, mode, onClose);
  return (
    <Dialog open onOpenChange={(open) => (open || target.isPending ? undefined : onClose())}>
      <DialogContent
        className="max-w-3xl"
        // The tab list stays in place; each tab's pane scrolls by itself.
        bodyClassName="grid-rows-[auto_minmax(0,1fr)] overflow-hidden"
      >
        <DialogTitle>{mode === 'modify' ? t.titleModify : t.titleAdd}</DialogTitle>
        <Tabs defaultValue="library" className="grid min-h-0 min-w-0 grid-rows-[auto_minmax(0,1fr)]">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="library" className={tabClass}>
              {t.tabs.library}
            </TabsTrigger>
            <TabsTrigger value="stock" className={tabClass}>
              {t.tabs.stock}
            </TabsTrigger>
            <TabsTrigger value="upload" className={tabClass}>
              {t.tabs.upload}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="library" className="min-h-0 overflow-y-auto">
            <LibraryPane initialMonth={post.month_key} disabled={target.isPending} onPick={target.attach} />
          </TabsContent>
          <TabsContent value="stock" className="min-h-0 overflow-y-auto">
            <StockPane
              disabled={target.isPending}
              onPick={target.attach}
              suggestion={post.image_suggestion}
            />
          </TabsContent>
          <TabsContent value="upload" className="min-h-0 overflow-y-auto">
            <UploadPane month={post.month_key} disabled={target.isPending} onUploaded={target.attach} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
