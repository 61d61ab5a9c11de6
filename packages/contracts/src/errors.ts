import { z } from 'zod';

/** Every error body the API sends: the client reads `detail`. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
