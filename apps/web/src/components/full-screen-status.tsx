import { Spinner } from '@/components/spinner';

/** A centred spinner with a message, over the whole viewport (loading screens and overlays). */
export function FullScreenStatus({ message, isOverlay = false }: { message: string; isOverlay?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        isOverlay
          ? 'fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/85 backdrop-blur-sm'
          : 'flex min-h-dvh flex-col items-center justify-center gap-3'
      }
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{message}</p>
    </div>
  );
}
