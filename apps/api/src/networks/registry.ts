import { NETWORK_IDS } from '@plume/contracts/networks';
import type { Platform } from '@plume/contracts/social';
import { facebookNetwork } from './facebook/index';
import { instagramNetwork } from './instagram/index';
import { linkedinNetwork } from './linkedin/index';
import type { NetworkAdapter } from './network.port';
import type { NetworkContext, NetworkPlugin } from './plugin';

/** Every network Plume publishes on, one line each (docs/decisions/0021-network-registry.md). Its order is the
 * order of packages/contracts/src/networks.ts, which describes the same networks to the web app. */
export const networkPlugins = [facebookNetwork, instagramNetwork, linkedinNetwork] as const;

type Registered = (typeof networkPlugins)[number];

/** Each network as configured: its adapter, or null when it is not offered here. */
export type Networks = { [Plugin in Registered as Plugin['id']]: ReturnType<Plugin['create']> } & Record<
  Platform,
  NetworkAdapter | null
>;

export function createNetworks(context: NetworkContext): Networks {
  const built: Record<string, NetworkAdapter | null> = Object.fromEntries(
    NETWORK_IDS.map((id) => [id, null]),
  );
  for (const plugin of networkPlugins as readonly NetworkPlugin[]) built[plugin.id] = plugin.create(context);
  return built as Networks;
}

/** Each network's publications in flight per worker process, read from the network's own variables. */
export function publishConcurrencies(config: NetworkContext['config']): Record<Platform, number> {
  return Object.fromEntries(
    (networkPlugins as readonly NetworkPlugin[]).map((plugin) => [
      plugin.id,
      plugin.publishConcurrency(config),
    ]),
  ) as Record<Platform, number>;
}

export function pluginOf(platform: Platform): NetworkPlugin | undefined {
  return (networkPlugins as readonly NetworkPlugin[]).find((plugin) => plugin.id === platform);
}
