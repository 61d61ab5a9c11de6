import type { ConnectablePlatform } from '@plume/contracts/social';

/** A post's medium as the publishing engine hands it over (built from the library's storage). */
export interface PublishMedia {
  kind: 'image' | 'video';
  mimeType: string;
  /** Public, signed URL the network can fetch ("we cURL media"). */
  publicUrl: string;
  read(): Promise<Buffer>;
}

/** Somewhere to put a re-encoded medium (e.g. the JPEG Instagram requires) and get its public URL. */
export interface MediaStaging {
  put(bytes: Buffer, mimeType: string): Promise<string>;
}

export interface PublishRequest {
  userId: string;
  platform: ConnectablePlatform;
  accountId: string;
  /** Username or Page name, for logs and the sandbox feed. */
  accountName: string;
  accessToken: string;
  text: string;
  media: readonly PublishMedia[];
  staging: MediaStaging;
}

export interface PublishResult {
  externalId: string;
}

/** Is this text already on the account? Asked when a publication was interrupted before its outcome was
 * recorded: the network may have accepted it or never received it. */
export interface PublishedLookup {
  userId: string;
  platform: ConnectablePlatform;
  accountId: string;
  accessToken: string;
  text: string;
  /** Only posts created since this instant are compared (the interrupted attempt's start, minus a margin). */
  since: Date;
}

/** Publishes one post on one network. Throws SocialNetworkError. */
export interface Publisher {
  publish(request: PublishRequest): Promise<PublishResult>;
  /** The account's post of `since` or later whose text is this one (content hash), or null when none. */
  findPublished(lookup: PublishedLookup): Promise<PublishResult | null>;
}

export interface FacebookPageGrant {
  id: string;
  name: string;
  accessToken: string;
}

export interface FacebookOAuth {
  authUrl(input: { state: string; redirectUri: string }): string;
  /** code → short-lived user token → long-lived user token → the Pages with their (non-expiring) tokens. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<FacebookPageGrant[]>;
}

export interface InstagramGrant {
  accountId: string;
  username: string;
  accessToken: string;
  expiresInSeconds: number;
}

export interface InstagramOAuth {
  authUrl(input: { state: string; redirectUri: string }): string;
  /** code → short-lived token → 60-day token, with the account's id and username. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<InstagramGrant>;
  refreshToken(accessToken: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
}

/** One account an authorisation gives access to (a Page, a professional account, a member, an organisation). */
export interface AccountGrant {
  id: string;
  name: string;
  accessToken: string;
}

/** What an authorisation gives: the accounts (the first is used until the owner picks another) and how long
 * their token lasts (null: it does not expire). */
export interface ConnectionGrant {
  accounts: AccountGrant[];
  expiresInSeconds: number | null;
}

/** A network's OAuth 2.0 side, in the shape the social module drives for every network. */
export interface NetworkOAuth {
  authUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ConnectionGrant>;
}

/** A network's OAuth whose tokens Plume renews before they expire (Instagram). */
export interface RefreshableOAuth extends NetworkOAuth {
  refreshToken(accessToken: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
}

/** One network as configured: the real adapter, or its demonstration twin ('mode démonstration'). */
export interface NetworkAdapter<OAuth extends NetworkOAuth = NetworkOAuth> {
  oauth: OAuth;
  publisher: Publisher;
  sandbox: boolean;
}

export const NEEDS_RECONNECT_REASON =
  "Le réseau a refusé le jeton d'accès (expiré ou révoqué) : reconnectez le compte dans l'onglet Réseaux sociaux.";

export type SocialErrorKind = 'transient' | 'permanent';

/** A refusal or failure of a network, classified so the publishing engine knows whether to retry. */
export class SocialNetworkError extends Error {
  constructor(
    readonly kind: SocialErrorKind,
    /** French reason, shown to the user. */
    readonly reason: string,
    readonly options: { code?: number; subcode?: number; tokenInvalid?: boolean; cause?: unknown } = {},
  ) {
    super(reason, { cause: options.cause });
    this.name = 'SocialNetworkError';
  }

  get tokenInvalid(): boolean {
    return this.options.tokenInvalid === true;
  }
}
