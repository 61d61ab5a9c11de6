import { frKnowledge } from '@/locales/fr-knowledge';
import { ApiError, isApiError, isNetworkError } from '@/lib/errors';

/** One tick per second (docs/spec/part-2-signed-in-application.md §4.5): +0.5 below 30, +1.2 below 70, else
 * +0.8, never above 99. */
export function nextProgress(progress: number): number {
  const step = progress < 30 ? 0.5 : progress < 70 ? 1.2 : 0.8;
  return Math.min(99, Math.round((progress + step) * 10) / 10);
}

export function stageLabel(progress: number): string {
  const { stages } = frKnowledge.analysis;
  if (progress < 20) return stages.discovery;
  if (progress < 50) return stages.extraction;
  if (progress < 80) return stages.ai;
  return stages.finalisation;
}

/** 'Erreur lors de l'analyse : ' then the 408 text, the server's detail, or the generic message. */
export function analysisErrorMessage(error: unknown): string {
  const t = frKnowledge.analysis;
  let message: string = t.genericError;
  if ((isApiError(error) && error.status === 408) || (isNetworkError(error) && error.isTimeout))
    message = t.timeout;
  else if (error instanceof ApiError) message = error.detail ?? error.serverMessage ?? t.genericError;
  else if (isNetworkError(error)) message = error.message;
  return `${t.errorPrefix}${message}`;
}

/** The spec's two URL messages; a bare host is read as https. Undefined when the address is usable. */
export function validateWebsiteUrl(raw: string): { url?: string; error?: string } {
  const value = raw.trim();
  if (!value) return { error: frKnowledge.analysis.urlRequired };
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  const invalid = { error: frKnowledge.analysis.urlInvalid('https://www.mon-entreprise.fr') };
  if (!URL.canParse(candidate)) return invalid;
  const url = new URL(candidate);
  if (!['http:', 'https:'].includes(url.protocol) || !/[.:]/.test(url.hostname)) return invalid;
  return { url: candidate };
}
