import { z } from 'zod';
import { defineConfigPart, optionalString, requiredTogether, type ConfigSlice } from '../../lib/config-part';

/** Sessions, sign-in limits and the administrator created at start. */
export const authConfig = defineConfigPart({
  variables: z.object({
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    // Security: account creations per IP and window.
    REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
    REGISTER_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    USER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'doit être une adresse e-mail' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'doit contenir au moins 8 caractères').optional()),
  }),
  checks: (source) => requiredTogether(source, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'),
});

export type AuthConfig = ConfigSlice<typeof authConfig>;
