import type { User } from '@plume/contracts/auth';
import { ShieldCheck } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { LogoutButton } from '@/components/logout-button';
import { Badge } from '@/components/ui/badge';
import { fr } from '@/locales/fr';
import { frAdmin } from '@/locales/fr-admin';
import { AdminDashboard } from './admin-dashboard';

interface AdminScreenProps {
  user: User;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The administrator dashboard (docs/spec/part-1-access-payment-admin-legal.md §2): name badge, logout, and
 * the six tabs. */
export function AdminScreen({ user, onLogout, isLoggingOut }: AdminScreenProps) {
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark className="size-10" />
            <p className="text-lg font-extrabold tracking-tight">{fr.brand.name}</p>
            <Badge variant="secondary" className="min-w-0">
              <ShieldCheck className="size-3.5 shrink-0" aria-label={frAdmin.admin.role} />
              <span className="truncate">{fullName}</span>
            </Badge>
          </div>
          <LogoutButton onLogout={onLogout} isPending={isLoggingOut} />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl">{frAdmin.admin.title}</h1>
        <AdminDashboard />
      </main>
    </div>
  );
}
