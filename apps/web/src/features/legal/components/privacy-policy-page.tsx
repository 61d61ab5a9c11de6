import { formatDate } from '@/lib/dates';
import { frLegal } from '@/locales/fr-legal';
import { LegalPageLayout, LegalSections } from '@/features/legal/components/legal-page-layout';

export function PrivacyPolicyPage() {
  const t = frLegal.privacy;

  return (
    <LegalPageLayout title={t.title}>
      {(info) => (
        <>
          <p className="mb-2 text-sm font-medium text-muted-foreground">
            {frLegal.lastUpdatedPrefix}
            {formatDate(t.lastUpdated)}
          </p>
          <p className="mb-8 leading-relaxed text-muted-foreground">{t.intro(info)}</p>
          <LegalSections sections={t.sections(info)} isNumbered />
        </>
      )}
    </LegalPageLayout>
  );
}
