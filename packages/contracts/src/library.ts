import { z } from 'zod';
import { monthKeySchema } from './months';
import { NETWORK_IDS, type NetworkId } from './networks';

/** Page size of the library list (docs/spec/part-2-signed-in-application.md §9). */
export const LIBRARY_PAGE_SIZE = 24;
export const MAX_CAROUSEL_IMAGES = 10;
export const MAX_POST_UPLOAD_FILES = 10;

export const uploadTypeSchema = z.enum(['single', 'batch', 'carousel', 'post_single'], {
  error: "Type d'envoi invalide (single, batch, carousel ou post_single)",
});
export type UploadType = z.infer<typeof uploadTypeSchema>;

type UsedOnKey = `used_on_${NetworkId}`;
const usedOnKey = (id: NetworkId): UsedOnKey => `used_on_${id}`;

/** The spec's used_on_facebook, used_on_instagram, used_on_linkedin: one flag per network of the registry, in
 * its order. */
const usedOnSchema = Object.fromEntries(NETWORK_IDS.map((id) => [usedOnKey(id), z.boolean()])) as Record<
  UsedOnKey,
  z.ZodBoolean
>;

/** The used_on_<network> flags of a medium used on these networks. */
export function usedOnFields(usedOn: readonly NetworkId[]): Record<UsedOnKey, boolean> {
  return Object.fromEntries(NETWORK_IDS.map((id) => [usedOnKey(id), usedOn.includes(id)])) as Record<
    UsedOnKey,
    boolean
  >;
}

export const contentItemSchema = z.object({
  id: z.string(),
  filename: z.string(),
  file_type: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  title: z.string(),
  context: z.string(),
  source: z.enum(['upload', 'pixabay']),
  upload_type: uploadTypeSchema,
  carousel_id: z.string().nullable(),
  common_title: z.string().nullable(),
  attributed_month: z.string().nullable(),
  size_bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  attribution: z.string().nullable(),
  created_at: z.string(),
  uploaded_at: z.string(),
  ...usedOnSchema,
  used_in_posts: z.number(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const listContentQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit doit valoir au moins 1')
    .max(100, 'limit ne peut pas dépasser 100')
    .default(LIBRARY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, 'offset ne peut pas être négatif').default(0),
  month: monthKeySchema.optional(),
});
export type ListContentQuery = z.infer<typeof listContentQuerySchema>;

export const listContentResponseSchema = z.object({
  content: z.array(contentItemSchema),
  total: z.number(),
  /** Items in the whole library, shown as 'N / max'. */
  library_count: z.number(),
  library_max: z.number(),
  /** Items per attributed month, for the month view. */
  month_counts: z.record(z.string(), z.number()),
});
export type ListContentResponse = z.infer<typeof listContentResponseSchema>;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  created: z.array(z.object({ id: z.string(), filename: z.string() })),
  count: z.number(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const batchDeleteRequestSchema = z.object({
  content_ids: z
    .array(z.string().trim().min(1), { error: 'content_ids doit être une liste' })
    .min(1, 'Aucun contenu sélectionné')
    .max(500, 'Au plus 500 contenus à la fois'),
});
export const batchDeleteResponseSchema = z.object({ deleted_count: z.number(), requested_count: z.number() });
export type BatchDeleteResponse = z.infer<typeof batchDeleteResponseSchema>;

export const contentIdParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant de contenu invalide' }) });

export const updateTitleRequestSchema = z.object({
  title: z
    .string({ error: 'Le titre est obligatoire' })
    .trim()
    .max(200, 'Le titre ne peut pas dépasser 200 caractères'),
});
export const updateContextRequestSchema = z.object({
  context: z
    .string({ error: 'Le contexte est obligatoire' })
    .trim()
    .max(2000, 'Le contexte ne peut pas dépasser 2000 caractères'),
});
export const moveContentRequestSchema = z.object({ target_month: monthKeySchema });

export const contentUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  content: contentItemSchema,
});
export type ContentUpdatedResponse = z.infer<typeof contentUpdatedResponseSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} ne peut pas dépasser ${max} caractères`)
    .optional()
    .transform((value) => value || undefined);

/** The text fields of the multipart upload (the files travel beside them). */
export const uploadFieldsSchema = z.object({
  upload_type: uploadTypeSchema.default('single'),
  attributed_month: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(monthKeySchema.optional()),
  common_title: optionalText(200, 'Le titre'),
  common_context: optionalText(2000, 'Le contexte'),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export const mediaQuerySchema = z.object({ token: z.string().optional() });
