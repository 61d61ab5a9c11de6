import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from '@/lib/toast';

const AppToaster = lazy(() => import('@/app/toaster'));

/** Renders the toaster from the first notification on (lib/toast.ts loads it then). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
