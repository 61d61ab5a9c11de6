import { z } from 'zod';
import { defineConfigPart, optionalString, type ConfigSlice } from './config-part';

const longSecret = optionalString.pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional());

/** The shared secrets (secrets.ts): generated in embedded mode when unset, required in production. */
export const secretsConfig = defineConfigPart({
  variables: z.object({
    JWT_SECRET: longSecret,
    MEDIA_SECRET: longSecret,
    ENCRYPTION_KEY: longSecret,
  }),
});

export type SecretsConfig = ConfigSlice<typeof secretsConfig>;
