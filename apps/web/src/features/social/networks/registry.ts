import type { NetworkId } from '@plume/contracts/networks';
import { facebookWeb } from './facebook';
import { instagramWeb } from './instagram';
import { linkedinWeb } from './linkedin';
import type { WebNetwork } from './web-network';

/** The networks' web parts in the social tab's order, one line each (docs/decisions/0021-network-registry.md). */
export const webNetworks = [instagramWeb, facebookWeb, linkedinWeb] as const;

// A network of the contracts' list without its web part fails to compile here.
type Missing = Exclude<NetworkId, (typeof webNetworks)[number]['id']>;
const _everyNetwork: [Missing] extends [never] ? true : Missing = true;

export const SOCIAL_NETWORKS: readonly WebNetwork[] = webNetworks;

export function webNetworkOf(id: NetworkId): WebNetwork {
  const found = SOCIAL_NETWORKS.find((network) => network.id === id);
  if (!found) throw new Error(`réseau inconnu : ${id}`);
  return found;
}
