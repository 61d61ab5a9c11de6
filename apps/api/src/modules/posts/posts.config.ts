import { z } from 'zod';
import { defineConfigPart, type ConfigSlice } from '../../lib/config-part';

/** The posts' own limits, shared by the writers and the saving of an edited post. */
export const postsConfig = defineConfigPart({
  variables: z.object({
    POSTS_INSTAGRAM_HASHTAG_CAP: z.coerce.number().int().min(0).max(30).default(5),
  }),
});

export type PostsConfig = ConfigSlice<typeof postsConfig>;
