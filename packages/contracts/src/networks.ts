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
  /** Whether GIFs may go to the network (false: it refuses them, and no conversion Plume makes keeps the
   * animation, so the owner is told before scheduling). */
  gif: boolean;
  /** Shortest and longest video the network publishes (milliseconds), or null when Plume knows no bound. */
  videoDurationMs: { min: number; max: number } | null;
  /** Whether a video must be the post's only medium (no video beside photos or another video). */
  videoAlone: boolean;
}

/** How Plume writes and plans for a network: advice the network does not enforce, kept beside its limits so
 * the writing rules, the quality gate and the slot planner read one place (docs/design/WRITING-FR.md §4). */
export interface NetworkPractice {
  /** Hashtags a post carries: fewer than `min` reads bare, more than `max` reads as spam on this network. */
  hashtags: { min: number; max: number };
  /** The register the network's readers expect whatever the business's tone ('vous' on a professional
   * network), or null when the business's own register applies. */
  register: 'vous' | null;
  /** Emojis a post keeps at most where readers expect restraint, or null when the writer's measure holds. */
  emojiMax: number | null;
  /** Local times (HH:MM, between 8 h and 21 h) when the network's audience reads, in order of preference. */
  postingHours: readonly string[];
  /** The network's style in one French line, as a writer is briefed on it (the LLM writer's prompt). */
  style: string;
  /** How the offline writer lays a post out for the network's readers. */
  layout: NetworkLayout;
}

/** The offline writer's layout of a post on one network. */
export interface NetworkLayout {
  /** The opening line must show whole before « … plus » (`preview.foldAfter`): the feed cuts it early. */
  openingBeforeFold: boolean;
  /** The body's sentences each as a short paragraph (true), or together as one. */
  shortParagraphs: boolean;
  /**
   * Where the business's website goes: 'line', a paragraph of its own before the sign-off (🌐 before it when
   * the writer adds emojis); 'bio', « lien en bio » every other post, links in a caption not being clickable;
   * 'end', the last line, after the sign-off.
   */
  link: 'line' | 'bio' | 'end';
  /** Hashtags the writer gives a post at most, before the owner's and the network's caps. */
  hashtagsWritten: number;
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
  practice: NetworkPractice;
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
      gif: true,
      videoDurationMs: null,
      videoAlone: true,
    },
    // Neighbourly, few hashtags; read over breakfast, lunch and the evening.
    practice: {
      hashtags: { min: 0, max: 2 },
      register: null,
      emojiMax: null,
      postingHours: ['09:30', '13:00', '17:30', '20:00'],
      style: 'ton conversationnel, paragraphes courts',
      layout: { openingBeforeFold: false, shortParagraphs: false, link: 'line', hashtagsWritten: 3 },
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
      // No GIF; reels last 3 s to 15 min.
      gif: false,
      videoDurationMs: { min: 3_000, max: 15 * 60_000 },
      videoAlone: false,
    },
    // Hashtags are how posts are found here; read at lunch and after work.
    practice: {
      hashtags: { min: 3, max: 8 },
      register: null,
      emojiMax: null,
      postingHours: ['12:30', '18:30', '11:00', '19:30'],
      style: 'accroche dès la première ligne, paragraphes courts, emojis possibles',
      // Six at most: more reads as spam (docs/design/WRITING-FR.md §4 asks 3 to 8).
      layout: { openingBeforeFold: true, shortParagraphs: true, link: 'bio', hashtagsWritten: 6 },
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
      gif: true,
      videoDurationMs: null,
      videoAlone: false,
    },
    // A professional network: « vous » whatever the business's tone, a few hashtags and emojis, office hours.
    practice: {
      hashtags: { min: 1, max: 3 },
      register: 'vous',
      emojiMax: 2,
      postingHours: ['08:30', '12:00', '17:00'],
      style: 'registre professionnel, vouvoiement, au plus 2 emojis, pas de familiarités',
      layout: { openingBeforeFold: false, shortParagraphs: false, link: 'end', hashtagsWritten: 3 },
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

/** One value per network of the list, keyed by id (a table that gains a row when a network is added). */
export function byNetwork<T>(
  pick: (network: NetworkDescription & { id: NetworkId }) => T,
): Record<NetworkId, T> {
  return Object.fromEntries(NETWORKS.map((network) => [network.id, pick(network)])) as Record<NetworkId, T>;
}
