import { z } from 'zod';

/** Every error body the API sends: the client reads `detail`. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** Unexpected failures only: the request's id, also in the x-request-id header and on its log lines. */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
