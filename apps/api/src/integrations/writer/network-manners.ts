import { networkDescription } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';

/** The register a network imposes over the business's own (« vous » on a professional network), or null. */
export const imposedRegister = (platform: PostPlatform) => networkDescription(platform).practice.register;

/** Whether the writer adds its own emojis: not where the network asks for restraint (it states an emoji cap;
 * the few a professional reader accepts are the owner's to add). */
export const takesEmojis = (platform: PostPlatform) =>
  networkDescription(platform).practice.emojiMax === null;

/** How the writer lays a post out on the network (its opening, paragraphs, link and hashtags). */
export const layoutOf = (platform: PostPlatform) => networkDescription(platform).practice.layout;

/** The longest opening line the network shows whole before « … plus », or no bound. */
export const openingMax = (platform: PostPlatform) =>
  layoutOf(platform).openingBeforeFold ? networkDescription(platform).preview.foldAfter : Infinity;
