import { z } from 'zod';
import { booleanFlag, defineConfigPart, optionalString, type ConfigSlice } from '../../lib/config-part';

/** The website analysis' crawl: which addresses it may reach, how many pages, how long. */
export const analysisConfig = defineConfigPart({
  variables: z.object({
    ANALYSIS_ALLOW_PRIVATE_NETWORKS: booleanFlag,
    ANALYSIS_ALLOWED_PORTS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,5}(,\d{1,5})*$/, 'liste de ports séparés par des virgules')
        .optional()
        .transform((value) => (value ? value.split(',').map(Number) : [])),
    ),
    ANALYSIS_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(30),
    ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(90).default(90),
  }),
});

export type AnalysisConfig = ConfigSlice<typeof analysisConfig>;
