import { z } from 'zod';
import {
  booleanFlag,
  defineConfigPart,
  optionalString,
  requiredTogether,
  type ConfigSlice,
} from '../../lib/config-part';

/** LinkedIn: without credentials, its twin in embedded mode, 'Bientôt disponible' in production. */
export const linkedinConfig = defineConfigPart({
  variables: z.object({
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    LINKEDIN_ORGANIZATIONS: booleanFlag,
    LINKEDIN_API_VERSION: z
      .string()
      .regex(/^\d{6}$/, 'doit ressembler à 202510 (AAAAMM)')
      .default('202510'),
    LINKEDIN_AUTH_URL: z.url().default('https://www.linkedin.com'),
    LINKEDIN_API_URL: z.url().default('https://api.linkedin.com'),
    // Publications in flight at once per worker process.
    PUBLISH_CONCURRENCY_LINKEDIN: z.coerce.number().int().min(1).max(200).default(50),
  }),
  checks: (source) => requiredTogether(source, 'LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'),
});

export type LinkedinConfig = ConfigSlice<typeof linkedinConfig>;
