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
  docs: {
    LINKEDIN_CLIENT_ID: {
      description:
        'Identifiant de l’application LinkedIn. Sans lui : le jumeau de démonstration en mode embarqué, « Bientôt disponible » en production (jamais exigé).',
      requiredWhen: 'avec `LINKEDIN_CLIENT_SECRET`',
    },
    LINKEDIN_CLIENT_SECRET: {
      description: 'Secret de l’application LinkedIn.',
      requiredWhen: 'avec `LINKEDIN_CLIENT_ID`',
    },
    LINKEDIN_ORGANIZATIONS: {
      description:
        'true quand l’application a la permission de publier pour les pages que le membre administre (Community Management).',
    },
    LINKEDIN_API_VERSION: {
      description:
        'Version mensuelle envoyée dans l’en-tête LinkedIn-Version (AAAAMM ; LinkedIn retire les anciennes).',
    },
    LINKEDIN_AUTH_URL: {
      description: 'Hôte de l’autorisation LinkedIn (un faux serveur local dans les tests).',
    },
    LINKEDIN_API_URL: { description: 'Hôte de l’API REST de LinkedIn.' },
    PUBLISH_CONCURRENCY_LINKEDIN: {
      description: 'Publications LinkedIn simultanées au plus par processus de tâches.',
    },
  },
  checks: (source) => requiredTogether(source, 'LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'),
});

export type LinkedinConfig = ConfigSlice<typeof linkedinConfig>;
