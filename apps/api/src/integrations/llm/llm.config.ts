import { z } from 'zod';
import { defineConfigPart, optionalString, type ConfigSlice } from '../../lib/config-part';

/** An OpenAI-compatible endpoint for the analysis and the writing; without it, the embedded ones. */
export const llmConfig = defineConfigPart({
  variables: z.object({
    LLM_BASE_URL: optionalString
      .pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional())
      .describe(
        'URL de base d’un point d’accès compatible OpenAI (https://api.openai.com/v1, un Ollama local http://127.0.0.1:11434/v1…) ; absente : le rédacteur intégré',
      ),
    LLM_API_KEY: optionalString.describe(
      'Clé de ce point d’accès (n’importe quelle valeur pour un Ollama local)',
    ),
    LLM_MODEL: z
      .string()
      .min(1)
      .default('gpt-4o-mini')
      .describe('Modèle demandé (gpt-4o-mini, mistral-small-latest, llama3.1:8b avec Ollama…)'),
    LLM_WRITER_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .default(3)
      .describe('Posts rédigés en parallèle par l’IA (1 pour un modèle local)'),
  }),
});

export type LlmConfig = ConfigSlice<typeof llmConfig>;
