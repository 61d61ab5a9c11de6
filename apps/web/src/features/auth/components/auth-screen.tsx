import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/locales/fr';
import { ConnectingOverlay } from '@/features/auth/components/connecting-overlay';
import { LoginForm } from '@/features/auth/components/login-form';
import { MarketingDetails, MarketingHeader } from '@/features/auth/components/marketing-column';
import { RegisterForm } from '@/features/auth/components/register-form';
import type { OnAuthenticated } from '@/features/auth/hooks/use-sign-in';

interface AuthScreenProps {
  onAuthenticated: OnAuthenticated;
  /** The publisher's contact address, given by the forgot-password dialog. */
  contactEmail: string | undefined;
  /** The legal notice block at the bottom of the screen. */
  footer: ReactNode;
}

export function AuthScreen({ onAuthenticated, contactEmail, footer }: AuthScreenProps) {
  const t = fr.auth;

  return (
    <div className="min-h-dvh bg-linear-to-br from-violet-100 via-background to-indigo-50">
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:gap-x-14 lg:py-16">
        <MarketingHeader className="lg:col-start-1 lg:row-start-1" />
        <Card className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>{t.welcome.title}</CardTitle>
            <CardDescription>{t.welcome.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="login">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">{t.tabs.login}</TabsTrigger>
                <TabsTrigger value="register">{t.tabs.register}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm onAuthenticated={onAuthenticated} contactEmail={contactEmail} />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm onAuthenticated={onAuthenticated} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <MarketingDetails className="lg:col-start-1 lg:row-start-2" />
      </main>
      {footer}
      {/* docs/spec/part-1-access-payment-admin-legal.md §2: the overlay exists, but the login path never switches it on. */}
      <ConnectingOverlay isVisible={false} />
    </div>
  );
}
