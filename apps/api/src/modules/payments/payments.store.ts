import type { Database } from '../../db/client';
import { createBillingRepository } from './billing.repository';
import { createCatalogueRepository } from './catalogue.repository';
import { createReferralsRepository } from './referrals.repository';

/** The payments repositories together, so that one event's changes commit or roll back as a whole. */
export function createPaymentsStore(db: Database): PaymentsStore {
  return {
    billing: createBillingRepository(db),
    catalogue: createCatalogueRepository(db),
    referrals: createReferralsRepository(db),
    transaction: (work) => db.transaction((tx) => work(createPaymentsStore(tx as unknown as Database))),
  };
}

export interface PaymentsStore {
  billing: ReturnType<typeof createBillingRepository>;
  catalogue: ReturnType<typeof createCatalogueRepository>;
  referrals: ReturnType<typeof createReferralsRepository>;
  transaction<T>(work: (store: PaymentsStore) => Promise<T>): Promise<T>;
}
