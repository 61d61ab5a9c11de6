import type { User } from '@plume/contracts/auth';
import { useState } from 'react';
import { fr } from '@/locales/fr';
import { DashboardHeader } from '@/app/dashboard/dashboard-header';
import { DashboardTabs, type DashboardTab } from '@/app/dashboard/dashboard-tabs';

interface DashboardScreenProps {
  user: User;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The signed-in main screen (spec part 2 §2.3). The API's business_name stays empty until the owner sets it. */
export function DashboardScreen({ user, onLogout, isLoggingOut }: DashboardScreenProps) {
  const [tab, setTab] = useState<DashboardTab>('entreprise');

  return (
    <div className="min-h-dvh bg-background">
      <DashboardHeader
        businessName={user.business_name.trim() || fr.dashboard.defaultBusinessName}
        logoUrl={user.logo_url ?? null}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
      />
      <main className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-6">
        <DashboardTabs userId={user.user_id} value={tab} onValueChange={setTab} />
      </main>
    </div>
  );
}
