/**
 * The social networks Plume knows, with what each accepts. The API's registry (apps/api/src/networks/) and the
 * web screens (social tab, previews, calendar filters, badges) read this list instead of naming networks;
 * adding a network adds one entry here (docs/decisions/0021-network-registry.md).
 */

export interface NetworkCapabilities {
  /** Longest text the network accepts (characters). */
  textMax: number;
  /** Hashtags worth adding at most (advice, not a network limit). */
  hashtagsAdvised: number;
  /** Media kinds the network publishes. */
  media: readonly ('image' | 'video')[];
  /** Whether a post needs at least one medium. */
  mediaRequired: boolean;
  /** Most media in one post (a carousel or a multi-image post). */
  mediaMax: number;
  /** Narrowest and widest width/height ratio of an image, or null when any ratio goes. */
  aspectRatio: { min: number; max: number } | null;
  /** Publications per account and 24 hours the network allows, or null when it states none. */
  dailyQuota: number | null;
}

export interface NetworkPreview {
  /** How the account is written above a post: '@name' or the name alone. */
  accountPrefix: '@' | '';
  /** Characters shown before « … plus » in the feed. */
  foldAfter: number;
}

export interface NetworkDescription {
  id: string;
  label: string;
  capabilities: NetworkCapabilities;
  preview: NetworkPreview;
}

export const NETWORKS = [
  {
    id: 'facebook',
    label: 'Facebook',
    // A Page post takes far more, but Plume keeps Facebook posts readable at 3,000 characters; one video
    // alone, or photos.
    capabilities: {
      textMax: 3000,
      hashtagsAdvised: 2,
      media: ['image', 'video'],
      mediaRequired: false,
      mediaMax: 10,
      aspectRatio: null,
      dailyQuota: null,
    },
    preview: { accountPrefix: '', foldAfter: 480 },
  },
  {
    id: 'instagram',
    label: 'Instagram',
    // docs/design/API-FACTS.md §2: captions up to 2,200 characters, carousels of 2 to 10, images within
    // 4:5–1.91:1.
    capabilities: {
      textMax: 2200,
      hashtagsAdvised: 5,
      media: ['image', 'video'],
      mediaRequired: true,
      mediaMax: 10,
      aspectRatio: { min: 0.8, max: 1.91 },
      dailyQuota: 50,
    },
    preview: { accountPrefix: '@', foldAfter: 125 },
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    // docs/design/API-FACTS.md §3: 3,000 characters, images through the Images API (2 to 20 in a multi-image
    // post).
    capabilities: {
      textMax: 3000,
      hashtagsAdvised: 3,
      media: ['image'],
      mediaRequired: false,
      mediaMax: 20,
      aspectRatio: null,
      dailyQuota: null,
    },
    preview: { accountPrefix: '', foldAfter: 210 },
  },
] as const satisfies readonly NetworkDescription[];

export type NetworkId = (typeof NETWORKS)[number]['id'];

/** The networks' ids in the list's order (the platform values of posts and connections). */
export const NETWORK_IDS = NETWORKS.map((network) => network.id) as [NetworkId, ...NetworkId[]];

export function networkDescription(id: NetworkId): NetworkDescription {
  const found = NETWORKS.find((network) => network.id === id);
  if (!found) throw new Error(`réseau inconnu : ${id}`);
  return found;
}
