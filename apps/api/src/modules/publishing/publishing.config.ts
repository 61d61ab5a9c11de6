import { z } from 'zod';
import { defineConfigPart, type ConfigSlice } from '../../lib/config-part';

/** The publishing engine: per-network concurrency, Instagram's quota, retries, waits and leases. */
export const publishingConfig = defineConfigPart({
  variables: z.object({
    INSTAGRAM_DAILY_QUOTA: z.coerce.number().int().min(1).max(1000).default(50),
    PUBLISH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(7),
    PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    PUBLISH_NOW_WAIT_SECONDS: z.coerce.number().min(0).max(30).default(6),
    // An attempt's lease lasts this long and is renewed every third of it while the network call runs; an
    // expired lease is taken over by another working process (checked every half lease).
    PUBLISH_LEASE_SECONDS: z.coerce.number().int().min(3).max(90).default(30),
  }),
});

export type PublishingConfig = ConfigSlice<typeof publishingConfig>;
