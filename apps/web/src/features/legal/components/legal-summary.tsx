import { ChevronDown, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { fr } from '@/locales/fr';
import { useLegalInfo } from '@/features/legal/api/get-legal-info';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** The collapsible 'Mentions légales' block at the foot of the login screen
 * (docs/spec/part-1-access-payment-admin-legal.md §2), open by default. */
export function LegalSummary() {
  const { data: info, isError } = useLegalInfo();
  const t = fr.legalSummary;

  return (
    <footer className="border-t bg-card/70">
      <Collapsible defaultOpen className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <h2>
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 rounded-md text-left text-sm font-bold">
            {t.title}
            <ChevronDown
              className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="mt-3 grid gap-3 text-sm text-muted-foreground">
          {info?.is_placeholder ? (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <span>{t.placeholder}</span>
            </Alert>
          ) : null}
          {info ? (
            <ul className="grid gap-1">
              <li>{t.publishedBy(info.brand_name, info.publisher_name, info.publisher_status)}</li>
              <li>
                {t.siret} : {info.siret}
              </li>
              <li>
                {t.address} : {info.address}
              </li>
              <li>
                {t.contact} :{' '}
                {info.contact_email.includes('@') ? (
                  <a href={`mailto:${info.contact_email}`} className={linkClass}>
                    {info.contact_email}
                  </a>
                ) : (
                  info.contact_email
                )}
              </li>
              <li>
                {t.host} : {info.host_name}
              </li>
              <li>{t.vat}</li>
            </ul>
          ) : null}
          {isError ? <p>{t.unavailable}</p> : null}
          <nav className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/mentions-legales" className={linkClass}>
              {t.notice}
            </Link>
            <Link to="/politique-confidentialite" className={linkClass}>
              {t.privacy}
            </Link>
          </nav>
        </CollapsibleContent>
      </Collapsible>
    </footer>
  );
}
