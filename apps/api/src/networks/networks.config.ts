import type { ConfigSlice, UnionToIntersection } from '../lib/config-part';
import { linkedinConfig } from './linkedin/linkedin.config';
import { metaConfig } from './meta/meta.config';

/** The configuration parts of the networks that need variables, one line each; config.ts merges them. */
export const networkConfigParts = [metaConfig, linkedinConfig] as const;

/** The networks' slice of the configuration: each network's own variables, and whether production rules apply
 * (a network without credentials is then not offered rather than replaced by its twin). */
export type NetworksConfig = UnionToIntersection<ConfigSlice<(typeof networkConfigParts)[number]>> & {
  readonly production: boolean;
};
