import { z } from 'zod';
import { monthKeySchema } from './months';

/** The 8 suggested categories of docs/spec/part-2-signed-in-application.md §2.6, in order. */
export const STOCK_CATEGORIES = [
  'entreprise',
  'marketing',
  'équipe',
  'bureau',
  'technologie',
  'nature',
  'personnes',
  'arrière-plans',
] as const;

export const LIBRARY_SEARCH_PAGE_SIZE = 20;
export const STOCK_SAVE_TIMEOUT_MS = 15_000;

export const stockCategoriesResponseSchema = z.object({
  categories: z.array(z.string()),
  provider: z.enum(['pixabay', 'demo']),
});
export type StockCategoriesResponse = z.infer<typeof stockCategoriesResponseSchema>;

export const stockSearchQuerySchema = z.object({
  query: z
    .string({ error: 'Veuillez saisir un terme de recherche' })
    .trim()
    .min(1, 'Veuillez saisir un terme de recherche')
    .max(100, 'Le terme de recherche ne peut pas dépasser 100 caractères'),
  page: z.coerce.number().int().min(1).max(50).default(1),
  per_page: z.coerce.number().int().min(3).max(200).default(LIBRARY_SEARCH_PAGE_SIZE),
  image_type: z.enum(['photo', 'all', 'illustration', 'vector']).default('photo'),
  safesearch: z.enum(['true', 'false']).default('true'),
});
export type StockSearchQuery = z.infer<typeof stockSearchQuerySchema>;

export const stockHitSchema = z.object({
  id: z.number(),
  webformatURL: z.string(),
  previewURL: z.string(),
  tags: z.string(),
  views: z.number(),
  downloads: z.number(),
  user: z.string(),
  pageURL: z.string(),
});
export type StockHit = z.infer<typeof stockHitSchema>;

export const stockSearchResponseSchema = z.object({
  hits: z.array(stockHitSchema),
  total: z.number(),
  totalHits: z.number(),
  provider: z.enum(['pixabay', 'demo']),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponseSchema>;

export const saveStockImageRequestSchema = z
  .object({
    pixabay_id: z.coerce.number({ error: "L'identifiant de l'image est obligatoire" }).int().positive(),
    image_url: z.string().max(2000).optional(),
    tags: z.string().trim().max(500).default(''),
    custom_title: z.string().trim().max(200, 'Le titre ne peut pas dépasser 200 caractères').default(''),
    custom_context: z
      .string()
      .trim()
      .max(2000, 'Le contexte ne peut pas dépasser 2000 caractères')
      .default(''),
    save_type: z.enum(['general', 'monthly']).default('general'),
    attributed_month: monthKeySchema.optional(),
  })
  .refine((body) => body.save_type !== 'monthly' || body.attributed_month, {
    path: ['attributed_month'],
    message: 'Veuillez sélectionner un mois de destination',
  });
export type SaveStockImageRequest = z.input<typeof saveStockImageRequestSchema>;
