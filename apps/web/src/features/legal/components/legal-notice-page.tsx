import { Link } from 'react-router';
import { frLegal } from '@/locales/fr-legal';
import { LegalPageLayout, LegalSections } from '@/features/legal/components/legal-page-layout';

export function LegalNoticePage() {
  const t = frLegal.notice;

  return (
    <LegalPageLayout title={t.title}>
      {(info) => (
        <>
          <LegalSections sections={t.sections(info)} />
          <p className="mt-8 border-t pt-6">
            <Link
              to="/politique-confidentialite"
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t.privacyLink}
            </Link>
          </p>
        </>
      )}
    </LegalPageLayout>
  );
}
