import { ShieldCheck, Sparkles } from 'lucide-react';
import { frPayments } from '@/locales/fr-payments';

/** The why-choose section and the secure-payment footer of the payment page. */
export function WhyChoose() {
  const t = frPayments.payments;
  return (
    <>
      <section aria-labelledby="why-choose" className="rounded-2xl bg-accent/60 p-6">
        <h2 id="why-choose" className="mb-4 text-lg font-semibold">
          {t.whyTitle}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.why.map((point) => (
            <li key={point.title} className="flex gap-3">
              <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{point.title}</p>
                <p className="text-sm text-muted-foreground">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <footer className="flex flex-col items-center gap-1 text-center text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          {t.secureFooter}
        </p>
        <p>{t.vat}</p>
      </footer>
    </>
  );
}
