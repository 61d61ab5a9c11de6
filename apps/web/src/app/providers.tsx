import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { isApiError } from '@/lib/errors';
import { fr } from '@/locales/fr';

/** Spec part 2 §9: at most 20 toasts at once. */
const MAX_VISIBLE_TOASTS = 20;

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
      <Toaster
        position="top-center"
        richColors
        closeButton
        visibleToasts={MAX_VISIBLE_TOASTS}
        containerAriaLabel={fr.common.notifications}
        toastOptions={{ closeButtonAriaLabel: fr.common.closeNotification }}
      />
    </QueryClientProvider>
  );
}
