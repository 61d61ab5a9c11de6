import { z } from 'zod';
import { websiteFactsSchema } from './website-facts';

export const ANALYSIS_MESSAGES = {
  urlRequired: 'Veuillez saisir une URL de site web',
  urlInvalid: (host: string) => `Veuillez saisir une URL valide (ex: ${host})`,
  timeout: 'Timeout - Site trop complexe à analyser (90 secondes)',
} as const;

export const ANALYSIS_EXAMPLE_HOST = 'https://www.mon-entreprise.fr';

/** POST /api/website/analyze. A bare host ("boulangerie.fr") is read as https. */
export const analyzeRequestSchema = z.object({
  website_url: z
    .string({ error: ANALYSIS_MESSAGES.urlRequired })
    .trim()
    .min(1, ANALYSIS_MESSAGES.urlRequired)
    .max(2048, ANALYSIS_MESSAGES.urlInvalid(ANALYSIS_EXAMPLE_HOST))
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: /[.:]/,
        error: ANALYSIS_MESSAGES.urlInvalid(ANALYSIS_EXAMPLE_HOST),
      }),
    ),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

const strings = z.array(z.string());

/** The fields an analyser (offline or LLM) produces — spec part 2 §3 "Website analysis". */
export const analysisContentSchema = z.object({
  analysis_summary: z.string(),
  storytelling_analysis: z.string(),
  business_ai: z.string(),
  storytelling_ai: z.string(),
  brand_tone: z.string(),
  target_audience: z.string(),
  main_services: strings,
  products_services_details: strings,
  company_expertise: z.object({
    founder_info: z.string(),
    team_size: z.string(),
    key_skills: strings,
    certifications: strings,
    experience_years: z.string(),
  }),
  unique_value_proposition: z.string(),
  key_topics: strings,
  content_suggestions: strings,
  products_catalog: z.array(
    z.object({ name: z.string(), description: z.string(), price: z.string(), features: strings }),
  ),
  services_detailed: z.array(
    z.object({ service_name: z.string(), description: z.string(), pricing: z.string(), benefits: strings }),
  ),
  company_story: z.object({ mission: z.string(), values: strings }),
  social_proof: z.object({ testimonials: strings, achievements: strings }),
  content_goldmine: z.object({ expertise_areas: strings, tips_tricks: strings }),
  hashtag_strategy: z.object({ primary: strings, secondary: strings }),
  visual_content_ideas: strings,
  contact_details: z.object({ emails: strings, phones: strings }),
});
export type AnalysisContent = z.infer<typeof analysisContentSchema>;

export const PAGE_STATUSES = [
  'analyzed',
  'technical',
  'non_html',
  'too_large',
  'timeout',
  'blocked_by_robots',
  'error',
] as const;
export const analyzedPageSchema = z.object({
  title: z.string(),
  url: z.string(),
  status: z.enum(PAGE_STATUSES),
});
export type AnalyzedPage = z.infer<typeof analyzedPageSchema>;

export const websiteAnalysisSchema = analysisContentSchema.extend({
  website_url: z.string(),
  analysis_type: z.enum(['offline', 'llm']),
  created_at: z.string(),
  updated_at: z.string(),
  last_analyzed: z.string(),
  next_analysis_due: z.string(),
  pages_count: z.number().int(),
  pages_analyzed_count: z.number().int(),
  non_technical_pages_count: z.number().int(),
  pages_analyzed: z.array(analyzedPageSchema),
  /** Added to the specification's fields: every fact with its source and the owner's corrections. */
  facts: websiteFactsSchema,
});
export type WebsiteAnalysis = z.infer<typeof websiteAnalysisSchema>;

/** GET /api/website/analysis: null while no analysis has been kept. */
export const websiteAnalysisResponseSchema = websiteAnalysisSchema.nullable();
