import { useAppInfo } from '@/features/app-info/api/get-app-info';
import { fr } from '@/locales/fr';

/**
 * On every screen of a production site that keeps demonstration providers (a staging set-up): a small
 * notice that payments, publications or e-mails there are not real.
 */
export function DemoBanner() {
  const { data } = useAppInfo();
  if (!data?.production || data.demo_providers.length === 0) return null;
  const t = fr.demo;
  return (
    <aside aria-label={t.label} className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950">
      <strong className="mr-2 rounded bg-amber-950 px-1.5 py-0.5 text-xs font-semibold text-amber-50">
        {t.badge}
      </strong>
      {t.message(data.demo_providers.map((name) => t.providers[name]))}
    </aside>
  );
}
