import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { FullScreenStatus } from '@/components/full-screen-status';
import { fr } from '@/locales/fr';
import { MainApp } from '@/app/main-app';
import { SessionProvider } from '@/app/session-context';
import { DemoBanner } from '@/features/app-info/components/demo-banner';

const LegalNoticePage = lazy(() =>
  import('@/features/legal/components/legal-notice-page').then((module) => ({
    default: module.LegalNoticePage,
  })),
);
const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal/components/privacy-policy-page').then((module) => ({
    default: module.PrivacyPolicyPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/components/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const FacebookCallbackPage = lazy(() =>
  import('@/features/social/components/facebook-callback-page').then((module) => ({
    default: module.FacebookCallbackPage,
  })),
);

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block body on purpose: recent Chromium returns a promise from scrollTo, and React would take any
    // returned value for a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The route table of docs/spec/part-1-access-payment-admin-legal.md §2. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <DemoBanner />
      <SessionProvider>
        <Suspense fallback={<FullScreenStatus message={fr.common.loading} />}>
          <Routes>
            <Route path="/auth/facebook/callback" element={<FacebookCallbackPage />} />
            <Route path="/mentions-legales" element={<LegalNoticePage />} />
            <Route path="/politique-confidentialite" element={<PrivacyPolicyPage />} />
            <Route path="/reinitialiser-mot-de-passe" element={<ResetPasswordPage />} />
            <Route path="*" element={<MainApp />} />
          </Routes>
        </Suspense>
      </SessionProvider>
    </BrowserRouter>
  );
}
