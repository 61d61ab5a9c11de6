import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { NotesRepository } from './notes.repository';

export const PURGE_EXPIRED_NOTES = 'notes.purge-expired';

/**
 * Hourly rather than once on the 5th: owners live in different timezones, so "the 5th at midnight" happens at
 * different UTC hours, and a missed run catches up at the next one.
 */
export function purgeExpiredNotesJob(deps: { notes: NotesRepository; clock: Clock; logger: Logger }) {
  return defineJob({
    name: PURGE_EXPIRED_NOTES,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    cron: '7 * * * *',
    handler: async () => {
      const deleted = await deps.notes.purgeExpired(deps.clock.now());
      deps.logger.info({ deleted }, 'notes de mois passés supprimées');
    },
  });
}
