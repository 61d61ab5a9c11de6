import type { User } from '@plume/contracts/auth';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FullScreenStatus } from '@/components/full-screen-status';
import { onPlansPageRequested } from '@/lib/plans-navigation';
import { fr } from '@/locales/fr';
import { DashboardHeader } from '@/app/dashboard/dashboard-header';
import { DashboardTabs, type DashboardTab } from '@/app/dashboard/dashboard-tabs';
import { clearPostsReopenRequest, isPostsReopenRequested } from '@/features/posts/utils/reopen-posts-flag';
import { clearSocialReturn, isSocialReturnPending } from '@/features/social/utils/social-return-signal';

const PaymentPage = lazy(() =>
  import('@/features/payments/components/payment-page').then((module) => ({ default: module.PaymentPage })),
);

function initialTab(): DashboardTab {
  if (isSocialReturnPending()) return 'social';
  return isPostsReopenRequested() ? 'posts' : 'entreprise';
}

interface DashboardScreenProps {
  user: User;
  /** 'payment' when the address carries a checkout's return parameters. */
  initialView?: 'tabs' | 'payment';
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The signed-in main screen (docs/spec/part-2-signed-in-application.md §2.3). The API's business_name stays
 * empty until the owner sets it. */
export function DashboardScreen({
  user,
  onLogout,
  isLoggingOut,
  initialView = 'tabs',
}: DashboardScreenProps) {
  // Back from a social authorisation the app opens on the social tab, where the connection shows; after a post
  // edit it reopens on the Posts tab (docs/spec/part-2-signed-in-application.md §2.2).
  const [tab, setTab] = useState<DashboardTab>(() => initialTab());
  useEffect(() => {
    clearPostsReopenRequest();
    clearSocialReturn();
  }, []);
  const [view, setView] = useState(initialView);
  useEffect(() => onPlansPageRequested(() => setView('payment')), []);

  return (
    <div className="min-h-dvh bg-background">
      <DashboardHeader
        businessName={user.business_name.trim() || fr.dashboard.defaultBusinessName}
        logoUrl={user.logo_url ?? null}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
      <main className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-6">
        {view === 'payment' ? (
          <Suspense fallback={<FullScreenStatus message={fr.common.loading} />}>
            <PaymentPage
              onBack={() => {
                setTab('reglages');
                setView('tabs');
              }}
            />
          </Suspense>
        ) : (
          <DashboardTabs userId={user.user_id} timeZone={user.timezone} value={tab} onValueChange={setTab} />
        )}
      </main>
    </div>
  );
}
