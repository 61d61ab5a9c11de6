import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  mode: z.enum(['embedded', 'production']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: 200 when every check passes, 503 naming the failed ones. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    storage: z.enum(['ok', 'failed']),
    jobs: z.enum(['ok', 'failed']),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
