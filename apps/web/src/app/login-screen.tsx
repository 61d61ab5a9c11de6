import { AuthScreen } from '@/features/auth/components/auth-screen';
import type { OnAuthenticated } from '@/features/auth/hooks/use-sign-in';
import { useLegalInfo } from '@/features/legal/api/get-legal-info';
import { LegalSummary } from '@/features/legal/components/legal-summary';
import { useToastsAtTop } from '@/lib/toast-placement';

/** The login screen with the legal notice block and the publisher's contact address (two features meet here). */
export function LoginScreen({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  useToastsAtTop();
  const { data: legalInfo } = useLegalInfo();
  // Unconfigured legal values come as placeholders such as '[Adresse de contact à compléter]'.
  const contactEmail = legalInfo?.contact_email.includes('@') ? legalInfo.contact_email : undefined;
  return (
    <AuthScreen onAuthenticated={onAuthenticated} contactEmail={contactEmail} footer={<LegalSummary />} />
  );
}
