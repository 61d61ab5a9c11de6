import type { Platform } from '@plume/contracts/social';
import type { NetworksConfig } from './networks.config';
import type { NetworkAdapter } from './network.port';
import type { ConsentText } from './sandbox/consent-page';
import type { TwinDeps } from './sandbox/twin';

export type { NetworksConfig };

/** What a network's folder receives to build its adapter. */
export interface NetworkContext {
  config: NetworksConfig;
  twin: TwinDeps;
}

/** Where an authorisation comes back: a page of the web app that posts the code to the API (Facebook's popup),
 * or the API itself (`/api/social/<id>/callback`), which sends the browser back with `<id>_success` or
 * `<id>_error`. */
export type CallbackStyle = { kind: 'web-page'; path: string } | { kind: 'server-redirect' };

/** One network of the registry: everything Plume does with it comes from its folder through this shape. */
export interface NetworkPlugin<Adapter extends NetworkAdapter | null = NetworkAdapter | null> {
  id: Platform;
  callback: CallbackStyle;
  /** Days before a token that cannot be renewed expires from which the owner is asked to reconnect (null: the
   * tokens do not expire, or Plume renews them). */
  reconnectNoticeDays: number | null;
  /** Publications to this network a worker process keeps in flight at once (from the network's own variables). */
  publishConcurrency(config: NetworksConfig): number;
  /** What the demonstration twin's consent page asks. */
  twinConsent: ConsentText;
  /** The real adapter when its credentials are set; otherwise its demonstration twin, or null when the network
   * is not offered (production without credentials). */
  create(context: NetworkContext): Adapter;
}

export const serverCallbackPath = (id: Platform) => `/api/social/${id}/callback`;

export function callbackPath(plugin: Pick<NetworkPlugin, 'id' | 'callback'>): string {
  return plugin.callback.kind === 'web-page' ? plugin.callback.path : serverCallbackPath(plugin.id);
}
