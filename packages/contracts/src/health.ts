import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  mode: z.enum(['embedded', 'production']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
