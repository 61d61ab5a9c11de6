import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/spinner';

/** The loading state of a section whose data is on its way. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12" role="status" aria-label={label}>
      <Spinner className="size-8 text-primary" />
    </div>
  );
}

/** A load failure with a way to try again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" role="alert" className="items-center justify-between">
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
