import type { Database } from '../../db/client';
import type { MediaStorage } from '../../ports/storage.port';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../app-module';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password';
import type { UsersRepository } from '../auth/users.repository';
import type { BusinessProfileRepository } from '../business-profile/business-profile.repository';
import type { AccountErasure } from './account-erasure';
import { createAccountExportRepository, createAccountMediaRepository } from './account-export.repository';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The privacy-rights area, wired here so the composition root adds one line. */
export function createAccountModule(deps: {
  /** BRAND_NAME, shown in the export. */
  brand: string;
  db: Database;
  users: UsersRepository;
  businessProfiles: BusinessProfileRepository;
  storage: MediaStorage;
  erasure: AccountErasure;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  clock: Clock;
}) {
  const media = createAccountMediaRepository(deps.db);
  const service = createAccountService({
    users: deps.users,
    sections: createAccountExportRepository(deps.db),
    listMedia: media.listMedia,
    findLogo: deps.businessProfiles.findLogo,
    storage: deps.storage,
    erasure: deps.erasure,
    passwords: deps.passwords,
    throttle: deps.throttle,
    clock: deps.clock,
    brand: deps.brand,
  });
  return defineModule({
    name: 'account',
    service,
    routes: [(app) => app.register(accountRoutes, { prefix: '/api/account', account: service })],
    jobs: [],
  });
}
