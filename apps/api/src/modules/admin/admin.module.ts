import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../ports/payments.port';
import type { MediaStorage } from '../../ports/storage.port';
import type { Clock } from '../../lib/clock';
import { createAccountErasure } from '../account/account-erasure';
import { defineModule } from '../app-module';
import type { UserCache } from '../auth/user-cache';
import type { PaymentsStore } from '../payments/payments.store';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createAdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

/** The administrators' area, wired here so the composition root adds one line. */
export function createAdminModule(deps: {
  db: Database;
  payments: PaymentsStore;
  provider: PaymentProvider;
  storage: MediaStorage;
  userCache: UserCache;
  clock: Clock;
}) {
  const repository = createAdminRepository(deps.db);
  const erasure = createAccountErasure({
    findBillingAccount: deps.payments.billing.findAccountByUser,
    provider: deps.provider,
    mediaKeys: repository.mediaKeys,
    deleteUser: repository.deleteUser,
    storage: deps.storage,
    userCache: deps.userCache,
  });
  const service = createAdminService({
    admin: repository,
    stats: createAdminStatsRepository(deps.db),
    payments: deps.payments,
    erasure,
    userCache: deps.userCache,
    clock: deps.clock,
  });
  return defineModule({
    name: 'admin',
    repository,
    service,
    erasure,
    routes: [(app) => app.register(adminRoutes, { prefix: '/api/admin', admin: service })],
    jobs: [],
  });
}
