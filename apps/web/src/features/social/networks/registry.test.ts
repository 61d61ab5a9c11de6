import { NETWORK_IDS } from '@plume/contracts/networks';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from './registry';

describe('web parts of the networks', () => {
  it('gives every network of the contracts one part, in the social tab’s order', () => {
    expect(SOCIAL_NETWORKS.map((network) => network.id)).toEqual(['instagram', 'facebook', 'linkedin']);
    expect(SOCIAL_NETWORKS.map((network) => network.id).toSorted()).toEqual([...NETWORK_IDS].toSorted());
  });
});
