// Twelve small businesses of different trades, as their owners would fill Plume: some say tu, some vous, some
// have no website (no analysis then, only the profile and the notes); the last two are trades the writer was
// never tuned on. Prices are those "their site" states.
import type { BenchBusiness } from './content-business-kit';
import { SERVICES } from './content-businesses-services';
import { SHOPS } from './content-businesses-shops';
import { UNSEEN } from './content-businesses-unseen';

export type { BenchBusiness } from './content-business-kit';

export const BUSINESSES: BenchBusiness[] = [...SHOPS, ...SERVICES, ...UNSEEN];
/** The months measured: a winter month with Épiphanie, spring, and the December rush. */
export const MONTHS = ['janvier_2027', 'mai_2027', 'décembre_2026'] as const;
