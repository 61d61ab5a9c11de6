import type { ConfigSlice, UnionToIntersection, VariableDoc } from '../lib/config-part';
import { linkedinConfig } from './linkedin/linkedin.config';
import { metaConfig } from './meta/meta.config';

/** The configuration parts of the networks that need variables, one line each; config.ts merges them. */
export const networkConfigParts = [metaConfig, linkedinConfig] as const;

/** What docs/configuration.md says of the networks' variables, in the order of their parts. */
export const networkVariableDocs: Record<string, VariableDoc> = Object.assign(
  {},
  ...networkConfigParts.map((part) => part.docs),
);

/** The networks' slice of the configuration: each network's own variables, and whether production rules apply
 * (a network without credentials is then not offered rather than replaced by its twin). */
export type NetworksConfig = UnionToIntersection<ConfigSlice<(typeof networkConfigParts)[number]>> & {
  readonly production: boolean;
};
