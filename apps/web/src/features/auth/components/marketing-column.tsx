import { Flame, Gift, Layers, Zap } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/utils';
import { fr } from '@/locales/fr';

const t = fr.auth;
const benefits = [
  { icon: Flame, ...t.benefits.viral, tone: 'bg-orange-100 text-orange-700' },
  { icon: Zap, ...t.benefits.boost, tone: 'bg-amber-100 text-amber-700' },
  { icon: Layers, ...t.benefits.multi, tone: 'bg-sky-100 text-sky-700' },
  { icon: Gift, ...t.benefits.trial, tone: 'bg-emerald-100 text-emerald-700' },
];

export function MarketingHeader({ className }: { className?: string }) {
  return (
    <header className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-center gap-3">
        <BrandMark className="size-12" isDecorative />
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
          {fr.brand.name}
        </h1>
      </div>
      <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">{fr.brand.tagline}</p>
    </header>
  );
}

export function MarketingDetails({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-8', className)}>
      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="mb-4 text-lg font-bold">
          {t.steps.title}
        </h2>
        <ol className="grid gap-3">
          {t.steps.items.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <ul className="grid gap-3 sm:grid-cols-2">
        {benefits.map(({ icon: Icon, title, text, tone }) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card/80 p-4 shadow-xs">
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
