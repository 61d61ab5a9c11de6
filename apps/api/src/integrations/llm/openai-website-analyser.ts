import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { analysisContentSchema, type AnalysisContent } from '@plume/contracts/website-analysis';
import { AppError } from '../../errors/app-error';
import {
  hoursLines,
  readPages,
  siteFactsOf,
  verifyAgainstSource,
  type SiteContent,
  type WebsiteAnalyser,
} from '../../modules/analysis/public';

export interface LlmSettings {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Retries of 429 and 5xx answers, with the client's exponential backoff (Retry-After honoured). */
  maxRetries?: number;
}

const MAX_PROMPT_CHARS = 24_000;
const jsonSchema = z.toJSONSchema(analysisContentSchema, { target: 'draft-7' }) as Record<string, unknown>;

const SYSTEM_PROMPT = `Tu es un analyste marketing pour les petites entreprises françaises. À partir du contenu
d'un site web, tu produis une analyse en français qui servira à rédiger des posts pour les réseaux sociaux.
N'invente rien : appuie-toi uniquement sur les faits extraits et le texte fournis (les prix, chiffres et noms
absents du texte seront supprimés) ; laisse une chaîne vide ou une liste vide quand
l'information manque. Les prix sont en euros tels qu'écrits sur le site. Réponds uniquement avec un objet JSON
conforme au schéma demandé.`;

/** The facts extracted from the site, then its cleaned text page by page, cut to fit the prompt. */
export function describeSite(site: SiteContent): { prompt: string; sourceText: string } {
  const facts = siteFactsOf(site);
  const pages = readPages(site.pages);
  const text = pages
    .map((page) =>
      [
        `## Page ${page.model.url} (${page.role})`,
        `Titre : ${page.model.title}`,
        ...page.units.map((u) => u.text),
      ].join('\n'),
    )
    .join('\n\n');
  const chrome = pages[0]?.chrome.map((u) => u.text).join('\n') ?? '';
  const strip = (value: unknown) =>
    JSON.stringify(value, (key, v: unknown) => (key === 'source' ? undefined : v));
  const prompt = [
    `Site : ${site.websiteUrl}`,
    `Faits extraits du site (JSON, sûrs) : ${strip(facts)}`,
    `Horaires : ${hoursLines(facts).join(' ; ') || 'non indiqués'}`,
    `\nTexte du site :\n${text}\n\nPied de page :\n${chrome}`,
  ]
    .join('\n')
    .slice(0, MAX_PROMPT_CHARS);
  return {
    prompt,
    sourceText: `${text}\n${chrome}\n${site.pages.map((p) => `${p.title} ${p.description}`).join('\n')}`,
  };
}

function readAnswer(
  content: string | null | undefined,
): { ok: true; value: AnalysisContent } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    return { ok: false, problem: "la réponse n'est pas un JSON valide" };
  }
  const parsed = analysisContentSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')} : ${issue.message}`);
  return { ok: false, problem: issues.join(' ; ') };
}

/** The analyser behind any OpenAI-compatible endpoint: structured JSON output validated by the contract,
 * one repair request when the answer does not fit, timeouts mapped to the spec's 408. */
export function createOpenAiWebsiteAnalyser(settings: LlmSettings): WebsiteAnalyser {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    maxRetries: settings.maxRetries ?? 2,
  });

  return {
    kind: 'llm',
    async analyse(site, { deadline }) {
      const { prompt, sourceText } = describeSite(site);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const timeout = deadline - Date.now();
        if (timeout <= 0) throw new AppError('ANALYSIS_TIMEOUT');
        let content: string | null | undefined;
        try {
          const completion = await client.chat.completions.create(
            {
              model: settings.model,
              messages,
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'website_analysis', strict: false, schema: jsonSchema },
              },
            },
            // The signal bounds the retries too: the whole call must end by the deadline.
            { timeout, signal: AbortSignal.timeout(timeout) },
          );
          content = completion.choices[0]?.message.content;
        } catch (error) {
          if (
            error instanceof APIConnectionTimeoutError ||
            error instanceof APIUserAbortError ||
            Date.now() >= deadline
          ) {
            throw new AppError('ANALYSIS_TIMEOUT', { cause: error });
          }
          if (error instanceof APIError) throw new AppError('ANALYSIS_AI_FAILED', { cause: error });
          throw error;
        }
        const answer = readAnswer(content);
        // Whatever the model adds that the site does not say (a price, a number, a name) is dropped.
        if (answer.ok) return verifyAgainstSource(answer.value, sourceText);
        messages.push(
          { role: 'assistant', content: content ?? '' },
          {
            role: 'user',
            content: `Ta réponse ne respecte pas le schéma (${answer.problem}). Renvoie uniquement l'objet JSON corrigé.`,
          },
        );
      }
      throw new AppError('ANALYSIS_AI_FAILED');
    },
  };
}
