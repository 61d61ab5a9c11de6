import { ArrowRight, CalendarClock, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { fr } from '@/locales/fr';

const t = fr.onboarding;
const personas = [
  { icon: PenLine, ...t.writer, tone: 'bg-violet-100 text-violet-700' },
  { icon: CalendarClock, ...t.scheduler, tone: 'bg-orange-100 text-orange-700' },
];
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Welcome screen of a visitor without a session (docs/design/ARCHITECTURE.md §10): the two personas and the
 * way in. */
export function OnboardingScreen({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-br from-violet-100 via-background to-orange-50">
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center gap-6 px-4 py-8 text-center sm:gap-10 sm:px-6 sm:py-12">
        <div className="flex flex-col items-center gap-4 sm:gap-5">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10 sm:size-12" isDecorative />
            <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">{fr.brand.name}</p>
          </div>
          <h1 className="max-w-2xl text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {t.title}
          </h1>
          <p className="max-w-2xl text-muted-foreground sm:text-lg">{t.intro}</p>
        </div>
        <ul className="grid w-full gap-3 text-left sm:grid-cols-2 sm:gap-4">
          {personas.map(({ icon: Icon, name, description, tone }) => (
            <li key={name} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12 ${tone}`}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-bold sm:text-lg">{name}</h2>
                <p className="text-sm text-muted-foreground sm:text-base">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-3">
          <p className="font-semibold">{t.relax}</p>
          <Button size="lg" onClick={onStart}>
            {t.start}
            <ArrowRight aria-hidden="true" />
          </Button>
          <p className="text-sm text-muted-foreground">{t.startHint}</p>
        </div>
      </main>
      <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t px-4 py-5 text-sm">
        <Link to="/mentions-legales" className={linkClass}>
          {fr.legalSummary.notice}
        </Link>
        <Link to="/politique-confidentialite" className={linkClass}>
          {fr.legalSummary.privacy}
        </Link>
      </footer>
    </div>
  );
}
