import type { FactSuggestion } from '@plume/contracts/website-facts';
import { Badge } from '@/components/ui/badge';
import { frKnowledge } from '@/locales/fr-knowledge';
import { SourceLink } from '@/features/analysis/components/facts-card';

const t = frKnowledge.analysis.facts;

/** A tone or an audience read from the site's wording: shown as a suggestion, with the passages it rests on;
 * nothing at all when the site gives no evidence. */
export function Suggestion({ label, suggestion }: { label: string; suggestion: FactSuggestion | null }) {
  if (!suggestion) return null;
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{label} :</span>
        <span>{suggestion.value}</span>
        <Badge variant="secondary">{t.suggestion}</Badge>
      </p>
      {suggestion.evidence.length ? (
        <div className="grid gap-1 text-muted-foreground">
          <p className="text-xs">{t.suggestionHelp}</p>
          {suggestion.evidence.map((e) => (
            <blockquote key={`${e.source.url}-${e.text}`} className="border-l-2 border-primary/30 pl-2">
              <p className="italic">« {e.text} »</p>
              <SourceLink source={e.source} />
            </blockquote>
          ))}
        </div>
      ) : null}
    </div>
  );
}
