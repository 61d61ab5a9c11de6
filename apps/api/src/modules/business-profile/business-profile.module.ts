import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../app-module';
import { createBusinessProfileRepository } from './business-profile.repository';
import { businessProfileRoutes } from './business-profile.routes';
import { createBusinessProfileService, type ChecklistSources } from './business-profile.service';

/** The business profile and its onboarding checklist, which counts what other areas hold. */
export function createBusinessProfileModule(deps: {
  db: Database;
  checklist: ChecklistSources;
  /** The header shows business_name and the logo from the cached user: drop it when they change. */
  invalidateUser(userId: string): void;
  clock: Clock;
}) {
  const repository = createBusinessProfileRepository(deps.db);
  const service = createBusinessProfileService({
    profiles: repository,
    checklist: deps.checklist,
    invalidateUser: deps.invalidateUser,
    clock: deps.clock,
  });
  return defineModule({
    name: 'business-profile',
    repository,
    service,
    routes: [
      (app) => app.register(businessProfileRoutes, { prefix: '/api/business-profile', profiles: service }),
    ],
    jobs: [],
  });
}
