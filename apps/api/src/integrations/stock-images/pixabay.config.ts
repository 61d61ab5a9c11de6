import { z } from 'zod';
import { defineConfigPart, optionalString, type ConfigSlice } from '../../lib/config-part';

/** Pixabay; without its key, the generated demonstration catalogue. */
export const pixabayConfig = defineConfigPart({
  variables: z.object({
    PIXABAY_API_KEY: optionalString,
    PIXABAY_BASE_URL: z.url({ error: 'doit être une URL http(s)://…' }).default('https://pixabay.com/api/'),
    PIXABAY_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  }),
});

export type PixabayConfig = ConfigSlice<typeof pixabayConfig>;
