import { z } from 'zod';
import { monthKeySchema, parseMonthKey } from './months';
import {
  HASHTAG_PATTERN,
  POST_FAILURE_REASONS,
  POST_MESSAGES,
  POST_PLATFORMS,
  POST_STATUSES,
} from './post-vocabulary';

export * from './post-vocabulary';

const hashtagSchema = z
  .string()
  .trim()
  .regex(HASHTAG_PATTERN, 'Hashtag invalide : « # » suivi de lettres ou de chiffres, sans espace');

/** A post as the API returns it (docs/spec/part-2-signed-in-application.md §3 Post, plus the lifecycle fields
 * of docs/design/ARCHITECTURE.md §6). */
export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
  platform: z.enum(POST_PLATFORMS),
  status: z.enum(POST_STATUSES),
  failure_reason: z.enum(POST_FAILURE_REASONS).nullable(),
  /** The French reason shown on a failed post. */
  failure_message: z.string().nullable(),
  validated: z.boolean(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** Local date (YYYY-MM-DD) and time (HH:MM) in the owner's timezone, once scheduled. */
  scheduled_date: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  /** UTC instant of the scheduled publication. */
  scheduled_at: z.string().nullable(),
  /** First medium, relative to the API host, carrying a media token; null when the post needs an image. */
  visual_url: z.string().nullable(),
  /** Thumbnail of the first medium (same token rules as visual_url). */
  thumb_url: z.string().nullable(),
  /** Ordered media ids (several = carousel). */
  media_ids: z.array(z.string()),
  /** A post without a picture: French words to search the stock-image bank with (its subject). */
  image_suggestion: z.string().optional(),
  media: z.array(
    z.object({
      id: z.string(),
      file_type: z.string(),
      url: z.string(),
      thumb_url: z.string(),
    }),
  ),
  /** Month key the post belongs to (janvier_2025); attributed_month and target_month carry the same value. */
  month_key: monthKeySchema,
  attributed_month: monthKeySchema,
  target_month: monthKeySchema,
  /** Proposed local publication date (YYYY-MM-DD) and time (HH:MM) chosen by the generation. */
  date: z.string(),
  time: z.string(),
  modified_at: z.string().nullable(),
  publication_method: z.enum(['immediate', 'scheduled']).nullable(),
  /** Link to the published post on the network, when known. */
  external_url: z.string().nullable(),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postsResponseSchema = z.object({ posts: z.array(postSchema) });
export type PostsResponse = z.infer<typeof postsResponseSchema>;

/** POST /api/posts/generate — client values are hints; the server decides from its own clock. */
export const generateRequestSchema = z.object({
  month_key: monthKeySchema.optional(),
  last_day_mode: z.boolean().optional(),
  generation_hour: z.number().int().min(0).max(23).optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({
  success: z.literal(true),
  month_key: monthKeySchema,
  last_day_mode: z.boolean(),
  /** Number of posts created by this generation. */
  generated: z.number().int(),
  /** Unvalidated, unpublished posts of the month that this generation replaced. */
  replaced: z.number().int(),
  posts: z.array(postSchema),
  /** Posts the offline writer wrote because the model's answer for them stayed invalid (absent when none). */
  written_offline: z.number().int().optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const modifyRequestSchema = z.object({
  modification_request: z
    .string({ error: POST_MESSAGES.modificationRequired })
    .trim()
    .min(1, POST_MESSAGES.modificationRequired)
    .max(2000, 'La demande ne peut pas dépasser 2000 caractères'),
});
export const modifiedPostSchema = z.object({
  title: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
});
export const modifyResponseSchema = z.object({
  success: z.literal(true),
  modified_post: modifiedPostSchema,
  /** What the request asked that was carried out, in French ("Texte raccourci", "« X » remplacé par « Y »"). */
  operations_done: z.array(z.string()),
  /** What could not be carried out, each with its reason (the preview shows « Je n'ai pas pu : … »). */
  operations_not_done: z.array(z.string()),
});
export type ModifiedPost = z.infer<typeof modifiedPostSchema>;
export type ModifyResponse = z.infer<typeof modifyResponseSchema>;

/** PUT /api/posts/{id}: saves a confirmed modification or a manual edit. */
export const savePostRequestSchema = z.object({
  title: z
    .string({ error: 'Le titre est obligatoire' })
    .trim()
    .min(1, 'Le titre est obligatoire')
    .max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  text: z
    .string({ error: 'Le texte est obligatoire' })
    .trim()
    .min(1, 'Le texte est obligatoire')
    .max(3000, 'Le texte ne peut pas dépasser 3000 caractères'),
  hashtags: z.array(hashtagSchema).max(30, 'Au plus 30 hashtags'),
  modified_at: z.string().optional(),
});
export type SavePostRequest = z.infer<typeof savePostRequestSchema>;

export const attachImageRequestSchema = z.object({
  image_source: z.enum(['library', 'upload', 'pixabay'], {
    error: "Source d'image invalide (library, upload ou pixabay)",
  }),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  /** Pixabay id when image_source is pixabay. */
  pixabay_id: z.number().int().optional(),
  tags: z.string().optional(),
  uploaded_file_ids: z.array(z.string()).max(10, POST_MESSAGES.tooManyFiles).optional(),
  /** Library source: the post's whole ordered media list (carousel: add, remove, reorder). */
  image_ids: z.array(z.string()).min(1).max(10, POST_MESSAGES.tooManyFiles).optional(),
  /** Replace the post's media (modify) or add to them (add, carousel). Default replace. */
  mode: z.enum(['replace', 'add']).optional(),
});
export type AttachImageRequest = z.infer<typeof attachImageRequestSchema>;
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** PUT /api/posts/{id} and PUT /api/posts/{id}/attach-image answer the saved post too. */
export const savePostResponseSchema = z.object({ success: z.literal(true), post: postSchema });
export const attachImageResponseSchema = messageResponseSchema.extend({ post: postSchema });
export const deletePostResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type SavePostResponse = z.infer<typeof savePostResponseSchema>;
export type AttachImageResponse = z.infer<typeof attachImageResponseSchema>;
export type DeletePostResponse = z.infer<typeof deletePostResponseSchema>;

/** GET /api/posts/generated?month_key= : the list of one month only (ADR 0024); without it, every post. */
export const postsListQuerySchema = z.object({ month_key: monthKeySchema.optional() });

/** GET /api/posts/generation-status?month_key= : progress of the month's latest generation run. */
export const generationStatusQuerySchema = z.object({ month_key: monthKeySchema });
export const generationStatusSchema = z.object({
  month_key: monthKeySchema,
  /** idle: the month was never generated. */
  status: z.enum(['idle', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** On a finished run: posts the offline writer wrote because the model's answer for them stayed invalid. */
  written_offline: z.number().int().optional(),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** POST /api/posts/schedule */
export const scheduleRequestSchema = z.object({
  post_id: z.string({ error: POST_MESSAGES.postIdRequired }).min(1, POST_MESSAGES.postIdRequired),
  scheduled_date: z.string({ error: POST_MESSAGES.dateTimeRequired }).min(1, POST_MESSAGES.dateTimeRequired),
  scheduled_time: z.string({ error: POST_MESSAGES.dateTimeRequired }).min(1, POST_MESSAGES.dateTimeRequired),
});
export const scheduleResponseSchema = z.object({ success: z.literal(true), scheduled_at: z.string() });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
/** POST /api/posts/publish */
export const publishRequestSchema = z.object({
  post_id: z.string({ error: POST_MESSAGES.postIdRequired }).min(1, POST_MESSAGES.postIdRequired),
});
export const publishResponseSchema = z.object({
  success: z.literal(true),
  /** Set when the network confirmed within the request; null while it is still publishing. */
  published_at: z.string().nullable(),
  status: z.enum(POST_STATUSES),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;
/** PUT /api/posts/{id}/schedule and PUT /api/posts/move-calendar-post/{id}: an ISO local date-time or instant. */
export const moveRequestSchema = z.object({
  scheduled_date: z.string({ error: POST_MESSAGES.dateTimeRequired }).min(1, POST_MESSAGES.dateTimeRequired),
});
export const calendarQuerySchema = z.object({
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'start_date attendu au format AAAA-MM-JJ'),
  end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'end_date attendu au format AAAA-MM-JJ'),
  platform: z.enum([...POST_PLATFORMS, 'all']).optional(),
});

/** GET /api/calendar/posts */
export const calendarResponseSchema = postsResponseSchema;
/** PUT /api/posts/{id}/unschedule, PUT /api/posts/{id}/schedule, PUT /api/posts/move-calendar-post/{id} */
export const schedulingMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SchedulingMessageResponse = z.infer<typeof schedulingMessageResponseSchema>;
/** POST /api/posts/{id}/retry (beyond the spec): publishes a failed post now, answered like publish. */
export const retryResponseSchema = publishResponseSchema;

/** Success messages of the scheduling calls (docs/spec/part-2-signed-in-application.md §8). */
export const SCHEDULING_MESSAGES = {
  moved: 'Date et heure mises à jour avec succès !',
  unscheduled: "Post déprogrammé avec succès ! Vous pouvez maintenant le modifier dans l'onglet Posts.",
  published: 'Post publié avec succès !',
} as const;

/** docs/spec/part-2-signed-in-application.md §5: "La date doit être entre le {min} et le {max}" with fr-FR
 * dates (dd/mm/yyyy). */
export function scheduleRangeMessage(min: string, max: string): string {
  const french = (date: string) => date.split('-').reverse().join('/');
  return `La date doit être entre le ${french(min)} et le ${french(max)}`;
}

/**
 * The reschedule window (docs/spec/part-2-signed-in-application.md §5 and §9): from today (the owner's local
 * date, YYYY-MM-DD) until the last day of the month after the post's month. `max` before `min` means no date
 * is allowed any more.
 */
export function scheduleWindow(monthKey: string, today: string): { min: string; max: string } {
  const month = parseMonthKey(monthKey);
  if (!month) return { min: today, max: today };
  // Day 0 of the month two after the post's month is the last day of the month after it.
  const max = new Date(Date.UTC(month.year, month.month + 1, 0)).toISOString().slice(0, 10);
  return { min: today, max };
}
