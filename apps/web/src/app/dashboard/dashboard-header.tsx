import { BrandMark } from '@/components/brand-mark';
import { LogoutButton } from '@/components/logout-button';
import { fr } from '@/locales/fr';

interface DashboardHeaderProps {
  businessName: string;
  logoUrl: string | null;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** docs/spec/part-2-signed-in-application.md §2.3: logo, title, business name, tagline and logout. The logo
 * becomes the profile's logo_url once the profile exists; until then, the brand mark. */
export function DashboardHeader({ businessName, logoUrl, onLogout, isLoggingOut }: DashboardHeaderProps) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={fr.dashboard.logoAlt}
            className="size-10 shrink-0 rounded-lg border bg-card object-contain sm:size-11"
          />
        ) : (
          <BrandMark className="size-10 sm:size-11" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wide text-primary uppercase">{fr.brand.name}</p>
          <h1 className="truncate text-lg font-extrabold tracking-tight sm:text-xl">{businessName}</h1>
          <p className="text-xs text-muted-foreground sm:text-sm">{fr.dashboard.tagline}</p>
        </div>
        <LogoutButton onLogout={onLogout} isPending={isLoggingOut} />
      </div>
    </header>
  );
}
