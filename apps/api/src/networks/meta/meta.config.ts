import { z } from 'zod';
import { defineConfigPart, optionalString, requiredTogether, type ConfigSlice } from '../../lib/config-part';

/** Facebook and Instagram: each app's credentials (without them, the network's twin) and Meta's hosts. */
export const metaConfig = defineConfigPart({
  variables: z.object({
    META_APP_ID: optionalString,
    META_APP_SECRET: optionalString,
    INSTAGRAM_APP_ID: optionalString,
    INSTAGRAM_APP_SECRET: optionalString,
    META_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'doit ressembler à v25.0')
      .default('v25.0'),
    // Overridable so the real clients can be tested against a local fake server.
    META_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    META_GRAPH_VIDEO_URL: z.url().default('https://graph-video.facebook.com'),
    INSTAGRAM_API_URL: z.url().default('https://api.instagram.com'),
    INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
    // Publications in flight at once per worker process (Meta's limits are per Page and per account).
    PUBLISH_CONCURRENCY_FACEBOOK: z.coerce.number().int().min(1).max(200).default(100),
    PUBLISH_CONCURRENCY_INSTAGRAM: z.coerce.number().int().min(1).max(200).default(50),
  }),
  docs: {
    META_APP_ID: {
      description:
        'Application Meta (Facebook Login, Pages) ; sans elle, Facebook passe par le réseau de démonstration.',
      requiredWhen: 'avec `META_APP_SECRET`',
    },
    META_APP_SECRET: { description: 'Secret de l’application Meta.', requiredWhen: 'avec `META_APP_ID`' },
    INSTAGRAM_APP_ID: {
      description:
        'Application Instagram (Instagram Login) ; sans elle, Instagram passe par le réseau de démonstration.',
      requiredWhen: 'avec `INSTAGRAM_APP_SECRET`',
    },
    INSTAGRAM_APP_SECRET: {
      description: 'Secret de l’application Instagram.',
      requiredWhen: 'avec `INSTAGRAM_APP_ID`',
    },
    META_GRAPH_VERSION: { description: 'Version de la Graph API utilisée.' },
    META_GRAPH_URL: { description: 'Hôte de la Graph API (un faux serveur local dans les tests).' },
    META_GRAPH_VIDEO_URL: { description: 'Hôte des envois de vidéos Facebook.' },
    INSTAGRAM_API_URL: { description: 'Hôte de l’autorisation Instagram.' },
    INSTAGRAM_GRAPH_URL: { description: 'Hôte de la Graph API d’Instagram.' },
    PUBLISH_CONCURRENCY_FACEBOOK: {
      description: 'Publications Facebook simultanées au plus par processus de tâches.',
    },
    PUBLISH_CONCURRENCY_INSTAGRAM: {
      description: 'Publications Instagram simultanées au plus par processus de tâches.',
    },
  },
  checks: (source) => [
    ...requiredTogether(source, 'META_APP_ID', 'META_APP_SECRET'),
    ...requiredTogether(source, 'INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'),
  ],
});

export type MetaConfig = ConfigSlice<typeof metaConfig>;
