import type { LegalInfo } from '@plume/contracts/app-info';
import { ArrowLeft, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { frLegal, type LegalSection } from '@/locales/fr-legal';
import { useLegalInfoOrPlaceholder } from '@/features/legal/hooks/use-legal-info-or-placeholder';

interface LegalPageLayoutProps {
  title: string;
  children: (info: LegalInfo) => ReactNode;
}

/** Frame of both legal pages: back action to the root, title, and the placeholder or error banner. */
export function LegalPageLayout({ title, children }: LegalPageLayoutProps) {
  const { info, isPlaceholder, isError } = useLegalInfoOrPlaceholder();

  return (
    <div className="min-h-dvh bg-background">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        {/* In a landmark, like the rest of the page, so screen-reader users reach it by region too. */}
        <header>
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {frLegal.backHome}
            </Link>
          </Button>
        </header>
        <main className="mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <BrandMark className="size-9" isDecorative />
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          </div>
          {isPlaceholder ? (
            <Alert variant="info" className="mb-6">
              <Info aria-hidden="true" />
              <span>{frLegal.placeholder}</span>
            </Alert>
          ) : null}
          {isError ? (
            <Alert variant="destructive" className="mb-6">
              <Info aria-hidden="true" />
              <span>{frLegal.unavailable}</span>
            </Alert>
          ) : null}
          {children(info)}
        </main>
      </div>
    </div>
  );
}

export function LegalSections({
  sections,
  isNumbered = false,
}: {
  sections: LegalSection[];
  isNumbered?: boolean;
}) {
  return (
    <div className="grid gap-7">
      {sections.map((section, index) => (
        <section key={section.title} className="grid gap-2">
          <h2 className="text-lg font-bold text-foreground">
            {isNumbered ? `${index + 1}. ${section.title}` : section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="grid list-disc gap-1 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
