import { z } from 'zod';
import { defineConfigPart, optionalString, type ConfigSlice } from '../lib/config-part';

/** The database: PGlite in DATA_DIR without DATABASE_URL, PostgreSQL with it. */
export const databaseConfig = defineConfigPart({
  variables: z.object({
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' }).optional(),
    ),
    /** PostgreSQL connections of this process's pool (requests and services). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL connections of the job engine, apart from the pool above. */
    JOBS_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  }),
});

export type DatabaseConfig = ConfigSlice<typeof databaseConfig>;
