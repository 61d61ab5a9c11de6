import { lazy, Suspense, useEffect } from 'react';
import { FullScreenStatus } from '@/components/full-screen-status';
import { hasPaymentReturn } from '@/lib/payment-return';
import { fr } from '@/locales/fr';
import { OnboardingScreen } from '@/features/onboarding/components/onboarding-screen';
import { readCachedUser } from '@/app/cached-user';
import { useSessionContext } from '@/app/session-context';
import { useSocialAuthReturn } from '@/features/social/hooks/use-social-auth-return';

// The login screen carries the forms and their validation: it loads while the visitor reads the welcome screen.
const loadLoginScreen = () => import('@/app/login-screen');
const LoginScreen = lazy(() => loadLoginScreen().then((module) => ({ default: module.LoginScreen })));
// A stored session opens on the dashboard: its screen loads while the session is checked.
const loadDashboardScreen = () => import('@/app/dashboard/dashboard-screen');
const DashboardScreen = lazy(() =>
  loadDashboardScreen().then((module) => ({ default: module.DashboardScreen })),
);
const AdminScreen = lazy(() =>
  import('@/features/admin/components/admin-screen').then((module) => ({ default: module.AdminScreen })),
);

/** The catch-all route: the screen comes from the session state, not from the path
 * (docs/spec/part-1-access-payment-admin-legal.md §2). */
export function MainApp() {
  const session = useSessionContext();
  const { screen } = session;
  useSocialAuthReturn();

  useEffect(() => {
    if (screen.name === 'onboarding') void loadLoginScreen();
    else if (screen.name === 'restoring' && !readCachedUser()?.is_admin) void loadDashboardScreen();
  }, [screen.name]);

  switch (screen.name) {
    case 'restoring':
      return <FullScreenStatus message={fr.splash.restoring} />;
    case 'onboarding':
      return <OnboardingScreen onStart={session.showLogin} />;
    case 'login':
      return (
        <Suspense fallback={<FullScreenStatus message={fr.common.loading} />}>
          <LoginScreen onAuthenticated={session.signIn} />
        </Suspense>
      );
    case 'admin':
      return (
        <Suspense fallback={<FullScreenStatus message={fr.common.loading} />}>
          <AdminScreen user={screen.user} onLogout={session.logout} isLoggingOut={session.isLoggingOut} />
        </Suspense>
      );
    case 'dashboard':
      return (
        <Suspense fallback={<FullScreenStatus message={fr.common.loading} />}>
          <DashboardScreen
            user={screen.user}
            onLogout={session.logout}
            isLoggingOut={session.isLoggingOut}
            // Back from a checkout: the payment page verifies the payment or shows the cancel message.
            initialView={hasPaymentReturn() ? 'payment' : 'tabs'}
          />
        </Suspense>
      );
  }
}
