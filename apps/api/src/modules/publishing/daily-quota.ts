import type { Platform } from '@plume/contracts/social';

/** The network whose publications per account and 24 hours INSTAGRAM_DAILY_QUOTA caps (docs/design/API-FACTS.md
 * §2): the claim's SQL and the publish job hold its posts back once the quota is reached. The variable names
 * its network, so the network is named here once; the other networks state no quota. */
// eslint-disable-next-line no-restricted-syntax -- the quota variable of config.ts is Instagram's own
export const DAILY_QUOTA_NETWORK: Platform = 'instagram';
