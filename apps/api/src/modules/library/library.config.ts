import { z } from 'zod';
import { defineConfigPart, type ConfigSlice } from '../../lib/config-part';

/** The library: media links' lifetime, upload sizes, how many items, and the video tools. */
export const libraryConfig = defineConfigPart({
  variables: z.object({
    MEDIA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    MEDIA_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(20),
    MEDIA_MAX_VIDEO_MB: z.coerce.number().positive().max(2000).default(200),
    LIBRARY_MAX_ITEMS: z.coerce.number().int().min(1).default(500),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  }),
});

export type LibraryConfig = ConfigSlice<typeof libraryConfig>;
