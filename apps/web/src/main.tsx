import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
