import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { isApiError } from '@/lib/errors';
import { VISIBLE_TOASTS } from '@/lib/toast';
import { fr } from '@/locales/fr';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a network failure or a 5xx might.
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom right: never over the header (tabs, log-out) nor, from 1 000 px wide, over a dialog, which is
          centred and at most 28 rem wide; on a phone the toasts span the bottom edge, under a dialog's footer
          (dialogs keep clear of it). Each one has its close button. */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        visibleToasts={VISIBLE_TOASTS}
        containerAriaLabel={fr.common.notifications}
        toastOptions={{ closeButtonAriaLabel: fr.common.closeNotification }}
      />
    </QueryClientProvider>
  );
}
