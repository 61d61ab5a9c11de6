import type { VariableDoc } from '../lib/config-part';

export type { VariableDoc };

/** The groups docs/configuration.md is made of. */
export interface VariableGroup {
  title: string;
  variables: Record<string, VariableDoc>;
}
