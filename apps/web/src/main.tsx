import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { rememberReferralCode } from '@/lib/referral';
import { unregisterServiceWorkers } from '@/lib/service-worker';
import '@/index.css';

void unregisterServiceWorkers();
rememberReferralCode();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// The first render as a transition: React renders in slices and yields to the browser between them, instead of
// one long task that blocks the main thread while the first screen is built (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
