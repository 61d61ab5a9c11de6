import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fr } from '@/locales/fr';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Every dialog fits the viewport: the content box never exceeds it, its body scrolls, and the title
 * (DialogTitle) and the action buttons (DialogFooter) stick to the edges of the scrolling body, so a long dialog
 * on a phone still shows what it is and how to confirm it.
 */
export function DialogContent({
  className,
  bodyClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** Classes of the scrolling body (a grid), for a dialog that arranges its own rows. */
  bodyClassName?: string;
}) {
  // Most dialogs open from state, without a DialogTrigger, and Radix then returns the focus to nothing when they
  // close: the element that had the focus at opening gets it back, so a keyboard user keeps their place.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          // Centred above the toasts' band at the bottom of the screen (--toast-zone, index.css): a toast never
          // covers the dialog's buttons; the body scrolls between the pinned title and footer.
          'fixed left-1/2 top-[calc((100dvh-var(--toast-zone))/2)] z-50 flex max-h-[calc(100dvh-var(--toast-zone)-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-card py-5 shadow-xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        <div
          className={cn(
            'grid min-h-0 min-w-0 flex-1 gap-4 overflow-y-auto overscroll-contain px-6 py-1',
            bodyClassName,
          )}
        >
          {children}
        </div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={fr.common.close}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('sticky top-0 z-10 bg-card pr-8 text-lg font-bold', className)}
      {...props}
    />
  );
}

/** The dialog's action buttons: stuck to the bottom of the scrolling body, stacked on a phone (main action on
 * top), in a row at the right from 640 px. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'sticky bottom-0 z-10 flex flex-col-reverse gap-2 bg-card pt-2 sm:flex-row sm:flex-wrap sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
