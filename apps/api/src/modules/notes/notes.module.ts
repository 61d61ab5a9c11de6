import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OwnerReads } from '../../lib/owner-reads';
import { defineModule } from '../app-module';
import { purgeExpiredNotesJob } from './notes.jobs';
import { createNotesRepository } from './notes.repository';
import { notesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';

/** The owner's notes: repository, service, routes and the purge of expired notes. */
export function createNotesModule(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  ownerReads: OwnerReads;
}) {
  const { clock, logger } = deps;
  const repository = createNotesRepository(deps.db);
  const service = createNotesService({ notes: repository, clock, ownerReads: deps.ownerReads });
  return defineModule({
    name: 'notes',
    repository,
    service,
    routes: [(app) => app.register(notesRoutes, { prefix: '/api/notes', notes: service })],
    jobs: [purgeExpiredNotesJob({ notes: repository, clock, logger })],
  });
}
