import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { modifiedPostSchema } from '@plume/contracts/posts';
import { AppError } from '../../errors/app-error';
import {
  applyPlatformRules,
  checkOperations,
  checkPost,
  describeIssues,
  gateContextOf,
  parseRewriteRequest,
  type PostWriter,
  type WriterLimits,
  type WrittenPost,
} from '../../modules/posts/public';
import { mapWithConcurrency } from './post-writer-pool';
import { earlierPosts, monthPrompts, rewritePrompt, SYSTEM_PROMPT } from './post-writer-prompt';

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
  /** Writes a post the endpoint could not give: the offline writer, handed over by the composition root. */
  fallback: PostWriter;
  /** Told of each post the fallback wrote and why (an error code, or QUALITY_GATE). */
  onFallback?: (event: { index: number; reason: string }) => void;
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

type ResponseFormat = 'json_schema' | 'json_object';
const formats = {
  json_schema: {
    type: 'json_schema',
    json_schema: { name: 'post_draft', strict: false, schema: jsonSchema },
  },
  json_object: { type: 'json_object' },
} as const;

/**
 * The writer behind any OpenAI-compatible endpoint (OpenAI, Mistral, a local Ollama…): one call per post with
 * structured JSON output (json_schema, or json_object for an endpoint that refuses schemas), validated by the
 * contract; each post then passes the quality gate, with one repair request carrying the problem (invalid JSON,
 * wrong shape, or the gate's findings). A post still failing, or whose calls fail (5xx, 429 after the client's
 * retries with Retry-After, time budget spent), is written by the offline writer and flagged
 * (`writtenBy: 'offline'`): one bad answer never fails a month.
 */
export function createOpenAiPostWriter(options: OpenAiPostWriterOptions): PostWriter {
  const timeoutMs = options.timeoutMs ?? 25_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? 2,
    timeout: timeoutMs,
  });
  const { fallback } = options;
  let format: ResponseFormat = 'json_schema';

  /** One completion; an endpoint that refuses json_schema (400) is asked again, and from then on, with json_object. */
  async function ask(messages: ChatCompletionMessageParam[], deadline: AbortSignal, signal: AbortSignal) {
    try {
      const completion = await client.chat.completions.create(
        { model: options.model, messages, response_format: formats[format] },
        // The signal bounds the retries and their backoff too: the post must be written within its budget.
        { signal: deadline },
      );
      return completion.choices[0]?.message.content;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof APIError && error.status === 400 && format === 'json_schema') {
        format = 'json_object';
        return ask(messages, deadline, signal);
      }
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
  }

  /**
   * The answer to a prompt, checked by `accept` (the contract's shape, then the caller's check); one repair
   * request with the problem found. Null when the repaired answer is still unusable.
   */
  async function complete(
    prompt: string,
    signal: AbortSignal,
    accept: (post: WrittenPost) => Promise<string | null>,
    original?: WrittenPost,
  ): Promise<WrittenPost | null> {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const content = await ask(messages, deadline, signal);
      const answer = readAnswer(content, original);
      const problem = answer.ok ? await accept(answer.value) : answer.problem;
      if (answer.ok && problem === null) return answer.value;
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `Ta réponse ne convient pas (${problem}). Renvoie uniquement l'objet JSON corrigé.`,
        },
      );
    }
    return null;
  }

  return {
    async writeMonth({ facts, slots, variant = 0 }, onProgress) {
      const prompts = monthPrompts(facts, slots, options.limits);
      const context = gateContextOf(facts);
      const written: WrittenPost[] = [];
      let offline: Promise<WrittenPost[]> | undefined;
      const offlinePost = async (index: number): Promise<WrittenPost> => {
        offline ??= fallback.writeMonth({ facts, slots, variant });
        return { ...(await offline)[index]!, writtenBy: 'offline' };
      };
      let done = 0;
      return mapWithConcurrency(slots, options.concurrency ?? 3, async (slot, index, signal) => {
        const fit = (post: WrittenPost) =>
          applyPlatformRules(post, slot.platform, options.limits, facts.profile.business_name);
        const gate = async (post: WrittenPost) => {
          const issues = await checkPost(fit(post), slot.platform, slot.date, context);
          return issues.length ? `contrôle qualité : ${describeIssues(issues)}` : null;
        };
        let post: WrittenPost | null = null;
        let reason = 'QUALITY_GATE';
        try {
          post = await complete(`${prompts[index]!}${earlierPosts(written)}`, signal, gate);
        } catch (error) {
          if (signal.aborted || !(error instanceof AppError)) throw error;
          reason = error.code;
        }
        if (!post) options.onFallback?.({ index, reason });
        const result = post ? { ...fit(post), writtenBy: 'llm' as const } : await offlinePost(index);
        written.push(result);
        onProgress?.((done += 1), slots.length);
        return result;
      });
    },
    async rewrite({ facts, platform, post, request }) {
      const operations = parseRewriteRequest(request);
      const prompt = rewritePrompt(facts, platform, post, request, options.limits, operations);
      const result = await complete(prompt, new AbortController().signal, async () => null, post);
      if (!result) throw new AppError('WRITER_EMPTY');
      const fitted = applyPlatformRules(result, platform, options.limits, post.title);
      return { ...fitted, ...checkOperations(post, fitted, operations) };
    },
  };
}
