import { z } from 'zod';
import { NETWORK_IDS } from './networks';

const spokenList = (ids: readonly string[]) => `${ids.slice(0, -1).join(', ')} ou ${ids.at(-1) ?? ''}`;

/** Platforms a post can target: the networks of the registry (networks.ts). */
export const platformSchema = z.enum(NETWORK_IDS, { error: `Réseau inconnu : ${spokenList(NETWORK_IDS)}` });
export type Platform = z.infer<typeof platformSchema>;

/** Every network of the registry can be connected (when it is available: see `available`). */
export const connectablePlatformSchema = platformSchema;
export type ConnectablePlatform = Platform;

const connectionBase = {
  connected_at: z.string(),
  /** false once the network refused the token (error 190): the account must be reconnected. */
  is_active: z.boolean(),
  needs_reconnect: z.boolean(),
  /** When the token stops working (null when it does not expire or is renewed by Plume). */
  expires_at: z.string().nullable(),
  /** The token expires within days and cannot be renewed: the owner is asked to reconnect before it does. */
  expires_soon: z.boolean(),
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

/** A network's connection in the shape every network added after Facebook and Instagram uses: the account in
 * use (a member or an organisation page) and those the owner may choose from. */
export const accountConnectionSchema = z.object({
  ...connectionBase,
  account_name: z.string(),
  account_id: z.string(),
  accounts: z.array(facebookPageSchema),
});
export type AccountConnection = z.infer<typeof accountConnectionSchema>;

const perNetwork = z.object(
  Object.fromEntries(NETWORK_IDS.map((id) => [id, z.boolean()])) as Record<Platform, z.ZodBoolean>,
);

/** The networks whose connection the spec shapes itself (`username`; `page_name` and `pages`). */
const SPEC_SHAPED_NETWORKS = ['instagram', 'facebook'] as const;
type SpecShaped = (typeof SPEC_SHAPED_NETWORKS)[number];
const isSpecShaped = (id: Platform): id is SpecShaped =>
  (SPEC_SHAPED_NETWORKS as readonly string[]).includes(id);

/** Every other network of the registry, in its order, answers the account shape. */
const accountShapedConnections = Object.fromEntries(
  NETWORK_IDS.filter((id) => !isSpecShaped(id)).map((id) => [id, accountConnectionSchema.nullable()]),
) as Record<Exclude<Platform, SpecShaped>, z.ZodNullable<typeof accountConnectionSchema>>;

/** GET /api/social/connections: one object per platform, null when not connected
 * (docs/spec/part-2-signed-in-application.md §3). */
export const socialConnectionsSchema = z.object({
  instagram: instagramConnectionSchema.nullable(),
  facebook: facebookConnectionSchema.nullable(),
  ...accountShapedConnections,
  /** Platforms served by the local sandbox network ('mode démonstration') instead of the real network. */
  sandbox: perNetwork,
  /** Platforms that can be connected here: false shows 'Bientôt disponible' (production without credentials). */
  available: perNetwork,
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

/** PUT /api/social/facebook/page */
export const selectFacebookPageResponseSchema = z.object({
  success: z.literal(true),
  page_name: z.string(),
  page_id: z.string(),
});
export type SelectFacebookPageResponse = z.infer<typeof selectFacebookPageResponseSchema>;

export const selectAccountRequestSchema = z.object({
  account_id: requiredText("L'identifiant du compte"),
});
export const selectAccountResponseSchema = z.object({
  success: z.literal(true),
  account_name: z.string(),
  account_id: z.string(),
});
export type SelectAccountResponse = z.infer<typeof selectAccountResponseSchema>;

export const platformParamsSchema = z.object({ platform: platformSchema });

export const instagramCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_reason: z.string().optional(),
  error_description: z.string().optional(),
});

/** Error codes of a server redirect (`instagram_error=<code>`, docs/spec/part-2-signed-in-application.md §8;
 * `linkedin_error=<code>` alike). */
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
