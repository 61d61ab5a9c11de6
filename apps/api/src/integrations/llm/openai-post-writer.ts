import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { modifiedPostSchema } from '@plume/contracts/posts';
import { AppError } from '../../errors/app-error';
import { applyPlatformRules } from '../../modules/posts/writer/platform-rules';
import type { PostWriter, WriterLimits, WrittenPost } from '../../modules/posts/writer/writer.port';
import { mapWithConcurrency } from './post-writer-pool';
import { monthPrompts, rewritePrompt, SYSTEM_PROMPT } from './post-writer-prompt';

export interface OpenAiPostWriterOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  limits: WriterLimits;
  /** Slots written at the same time (default 3). */
  concurrency?: number;
  /** Budget of one post, retries and repair included (default 25 s). */
  timeoutMs?: number;
  /** Retries of 429 and 5xx answers, with the client's exponential backoff (Retry-After honoured). */
  maxRetries?: number;
}

const jsonSchema = z.toJSONSchema(modifiedPostSchema, { target: 'draft-7' }) as Record<string, unknown>;

type Answer = { ok: true; value: WrittenPost } | { ok: false; problem: string };

function readAnswer(content: string | null | undefined, original?: WrittenPost): Answer {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    return { ok: false, problem: "la réponse n'est pas un JSON valide" };
  }
  const parsed = modifiedPostSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')} : ${issue.message}`);
    return { ok: false, problem: issues.join(' ; ') };
  }
  if (!parsed.data.text.trim()) return { ok: false, problem: 'le texte est vide' };
  if (original && parsed.data.text.trim() === original.text.trim()) {
    return { ok: false, problem: 'le texte est identique à l’original : la demande n’a pas été appliquée' };
  }
  return { ok: true, value: parsed.data };
}

/**
 * The writer behind any OpenAI-compatible endpoint: one call per post with structured JSON output validated by
 * the contract, one repair request when the answer does not fit, bounded retries with backoff on 429/5xx (the
 * client's), a time budget per post mapped to WRITER_TIMEOUT, and the same platform rules as the offline writer.
 */
export function createOpenAiPostWriter(options: OpenAiPostWriterOptions): PostWriter {
  const timeoutMs = options.timeoutMs ?? 25_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? 2,
    timeout: timeoutMs,
  });

  async function complete(
    prompt: string,
    unusable: 'WRITER_EMPTY' | 'WRITER_FAILED',
    signal: AbortSignal,
    original?: WrittenPost,
  ) {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages,
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'post_draft', strict: false, schema: jsonSchema },
            },
          },
          // The signal bounds the retries and their backoff too: the post must be written within its budget.
          { signal: deadline },
        );
        content = completion.choices[0]?.message.content;
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (
          error instanceof APIConnectionTimeoutError ||
          error instanceof APIUserAbortError ||
          deadline.aborted
        ) {
          throw new AppError('WRITER_TIMEOUT', { cause: error });
        }
        if (error instanceof APIError) throw new AppError('WRITER_FAILED', { cause: error });
        throw error;
      }
      const answer = readAnswer(content, original);
      if (answer.ok) return answer.value;
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `Ta réponse ne convient pas (${answer.problem}). Renvoie uniquement l'objet JSON corrigé.`,
        },
      );
    }
    throw new AppError(unusable);
  }

  return {
    async writeMonth({ facts, slots }, onProgress) {
      const prompts = monthPrompts(facts, slots, options.limits);
      let done = 0;
      return mapWithConcurrency(slots, options.concurrency ?? 3, async (slot, index, signal) => {
        const post = await complete(prompts[index]!, 'WRITER_FAILED', signal);
        onProgress?.((done += 1), slots.length);
        return applyPlatformRules(post, slot.platform, options.limits, facts.profile.business_name);
      });
    },
    async rewrite({ facts, platform, post, request }) {
      const prompt = rewritePrompt(facts, platform, post, request, options.limits);
      const result = await complete(prompt, 'WRITER_EMPTY', new AbortController().signal, post);
      return applyPlatformRules(result, platform, options.limits, post.title);
    },
  };
}
