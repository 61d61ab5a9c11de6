import type { NetworkId } from '@plume/contracts/networks';
import { Facebook, Instagram, Linkedin, type LucideIcon } from 'lucide-react';

/** How a network is drawn wherever it appears (connection cards, calendar, post badges). */
export interface NetworkLook {
  Icon: LucideIcon;
  /** The coloured tile behind the white icon of a connection card. */
  tile: string;
  /** The icon's colour on its own (calendar). */
  text: string;
  /** A post's network badge. */
  badge: string;
}

/** One look per network of packages/contracts/src/networks.ts: a new network adds its line here. */
export const NETWORK_LOOKS: Record<NetworkId, NetworkLook> = {
  facebook: {
    Icon: Facebook,
    tile: 'bg-blue-600',
    text: 'text-blue-600',
    badge: 'bg-blue-100 text-blue-900',
  },
  instagram: {
    Icon: Instagram,
    tile: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600',
    text: 'text-pink-600',
    badge: 'bg-pink-100 text-pink-900',
  },
  linkedin: { Icon: Linkedin, tile: 'bg-sky-700', text: 'text-sky-700', badge: 'bg-sky-100 text-sky-900' },
};
