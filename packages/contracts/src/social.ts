import { z } from 'zod';

/** Platforms a post can target. LinkedIn is a value only: its connection is 'Bientôt disponible'. */
export const platformSchema = z.enum(['facebook', 'instagram', 'linkedin'], {
  error: 'Réseau inconnu : facebook, instagram ou linkedin',
});
export type Platform = z.infer<typeof platformSchema>;

export const connectablePlatformSchema = z.enum(['facebook', 'instagram']);
export type ConnectablePlatform = z.infer<typeof connectablePlatformSchema>;

const connectionBase = {
  connected_at: z.string(),
  /** false once the network refused the token (error 190): the account must be reconnected. */
  is_active: z.boolean(),
  needs_reconnect: z.boolean(),
};

export const facebookPageSchema = z.object({ id: z.string(), name: z.string() });
export type FacebookPage = z.infer<typeof facebookPageSchema>;

export const instagramConnectionSchema = z.object({ ...connectionBase, username: z.string() });
export const facebookConnectionSchema = z.object({
  ...connectionBase,
  page_name: z.string(),
  page_id: z.string(),
  pages: z.array(facebookPageSchema),
});

/** GET /api/social/connections: one object per platform, null when not connected
 * (docs/spec/part-2-signed-in-application.md §3). */
export const socialConnectionsSchema = z.object({
  instagram: instagramConnectionSchema.nullable(),
  facebook: facebookConnectionSchema.nullable(),
  linkedin: z.null(),
  /** Platforms served by the local sandbox network ('mode démonstration') instead of Meta. */
  sandbox: z.object({ facebook: z.boolean(), instagram: z.boolean() }),
});
export type SocialConnections = z.infer<typeof socialConnectionsSchema>;

export const authUrlResponseSchema = z.object({ auth_url: z.string(), state: z.string() });
export type AuthUrlResponse = z.infer<typeof authUrlResponseSchema>;

const requiredText = (label: string) =>
  z
    .string({ error: `${label} est obligatoire` })
    .min(1, `${label} est obligatoire`)
    .max(4096, `${label} est trop long`);

export const facebookCallbackRequestSchema = z.object({
  code: requiredText('Le code'),
  state: requiredText("L'état"),
});
export type FacebookCallbackRequest = z.infer<typeof facebookCallbackRequestSchema>;

export const facebookCallbackResponseSchema = z.object({
  success: z.literal(true),
  page_name: z.string(),
  page_id: z.string(),
  pages: z.array(facebookPageSchema),
});
export type FacebookCallbackResponse = z.infer<typeof facebookCallbackResponseSchema>;

export const selectFacebookPageRequestSchema = z.object({
  page_id: requiredText("L'identifiant de la Page"),
});

export const platformParamsSchema = z.object({ platform: platformSchema });

export const instagramCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_reason: z.string().optional(),
  error_description: z.string().optional(),
});

/** Error codes of the Instagram redirect (`instagram_error=<code>`, docs/spec/part-2-signed-in-application.md
 * §8). */
export const instagramErrorCodes = [
  'access_denied',
  'missing_parameters',
  'config_error',
  'token_exchange_failed',
  'callback_error',
] as const;
export type InstagramErrorCode = (typeof instagramErrorCodes)[number];

export const sandboxFeedPostSchema = z.object({
  id: z.string(),
  platform: connectablePlatformSchema,
  account_name: z.string(),
  text: z.string(),
  published_at: z.string(),
  media: z.array(z.object({ id: z.string(), kind: z.enum(['image', 'video']), mime_type: z.string() })),
});
export const sandboxFeedSchema = z.object({ posts: z.array(sandboxFeedPostSchema) });
export type SandboxFeedPost = z.infer<typeof sandboxFeedPostSchema>;
export type SandboxFeed = z.infer<typeof sandboxFeedSchema>;
