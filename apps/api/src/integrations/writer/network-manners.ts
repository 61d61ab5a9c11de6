import { networkDescription } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';

/** The register a network imposes over the business's own (« vous » on a professional network), or null. */
export const imposedRegister = (platform: PostPlatform) => networkDescription(platform).practice.register;

/** Whether the writer adds its own emojis: not where the network asks for restraint (it states an emoji cap;
 * the few a professional reader accepts are the owner's to add). */
export const takesEmojis = (platform: PostPlatform) =>
  networkDescription(platform).practice.emojiMax === null;
