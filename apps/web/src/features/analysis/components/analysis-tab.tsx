import { Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/dates';
import { tokenStorage } from '@/lib/token-storage';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useAnalyzeWebsite } from '@/features/analysis/api/analyze-website';
import { useWebsiteAnalysis } from '@/features/analysis/api/get-website-analysis';
import { AnalysisResult } from '@/features/analysis/components/analysis-result';
import { useAnalysisProgress } from '@/features/analysis/hooks/use-analysis-progress';
import {
  analysisErrorMessage,
  stageLabel,
  validateWebsiteUrl,
} from '@/features/analysis/utils/analysis-progress';

const t = frKnowledge.analysis;

export function AnalysisTab() {
  const analysis = useWebsiteAnalysis();
  const analyse = useAnalyzeWebsite();
  const progress = useAnalysisProgress(analyse.status);
  const [url, setUrl] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const [openedAt] = useState(Date.now);
  const current = analysis.data ?? null;
  const value = url ?? current?.website_url ?? '';
  const isRecommended = current !== null && new Date(current.next_analysis_due).getTime() <= openedAt;
  const label = current === null ? t.analyse : isRecommended ? t.recommended : t.rerun;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWebsiteUrl(value);
    setUrlError(checked.error);
    if (!checked.url) return;
    if (!tokenStorage.getAccessToken()) return void toast.error(t.loginRequired);
    analyse.mutate(checked.url, {
      onSuccess: () => toast.success(t.success),
      onError: (error) => toast.error(analysisErrorMessage(error)),
    });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
            <div className="flex-1">
              <FormField label={t.urlLabel} error={urlError}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder={t.urlPlaceholder}
                    value={value}
                    onChange={(event) => setUrl(event.target.value)}
                  />
                )}
              </FormField>
            </div>
            <Button
              type="submit"
              size="lg"
              disabled={analyse.isPending}
              className={urlError ? 'sm:mb-7' : ''}
            >
              <Globe aria-hidden="true" />
              {label}
            </Button>
          </form>
          {analyse.isPending || progress === 100 ? (
            <div className="grid gap-1.5" aria-live="polite">
              <div className="flex justify-between text-sm font-medium">
                <span>{progress === 100 ? t.stages.finalisation : stageLabel(progress)}</span>
                <span>{Math.floor(progress)} %</span>
              </div>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.floor(progress)}
                aria-label={stageLabel(progress)}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-[width] duration-700"
                  style={{ width: `${progress}%` }}
                />
              </div>
            </div>
          ) : null}
          {analyse.isError ? (
            <Alert variant="destructive">{analysisErrorMessage(analyse.error)}</Alert>
          ) : null}
          {current ? (
            <p className="text-sm text-muted-foreground">
              {t.lastAnalyzed(formatDate(current.last_analyzed))} ·{' '}
              {t.nextDue(formatDate(current.next_analysis_due))}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {analysis.isPending ? (
        <Spinner />
      ) : analysis.isError ? (
        <Alert variant="destructive">{t.loadError}</Alert>
      ) : current ? (
        <AnalysisResult analysis={current} />
      ) : (
        <p className="text-muted-foreground">{t.none}</p>
      )}
    </div>
  );
}
