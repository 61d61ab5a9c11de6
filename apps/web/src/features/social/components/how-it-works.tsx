import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fr } from '@/locales/fr';

export function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{fr.social.guide.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-3">
          {fr.social.guide.steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-lg bg-muted p-3 text-sm">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
