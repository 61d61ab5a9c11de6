import type { NetworkId } from '@plume/contracts/networks';
import type { SocialConnections } from '@plume/contracts/social';
import type { ComponentType } from 'react';

/**
 * What the web app knows of one network beyond its description (packages/contracts/src/networks.ts) and its
 * look (components/network-icons.ts): how its card shows the account, how a connection starts, and the French
 * messages of its outcomes. The social tab, the connect hook and the return handler read these parts only.
 */
export interface WebNetwork<Id extends NetworkId = NetworkId> {
  id: Id;
  /** 'popup': a window on a web page of ours that posts the code (opened during the click, so browsers allow
   * it); 'redirect': the whole page goes to the network and the API sends it back with `<id>_success` or
   * `<id>_error`. */
  connectMode: 'popup' | 'redirect';
  /** The account written after « Connecté : », or undefined when the network is not connected. */
  accountOf(data: SocialConnections): string | undefined;
  /** The chooser of the account in use (Facebook's Pages; a member and the pages they administer), shown
   * when connected. */
  AccountChooser?: ComponentType<{ data: SocialConnections }>;
  /** Starting the connection failed. */
  connectError: string;
  /** Back from the network's redirect: `<id>_success` (with the address's other parameters) or `<id>_error`. */
  returned: { success(params: URLSearchParams): string; error(code: string): string };
}
