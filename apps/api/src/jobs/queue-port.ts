import { AppError } from '../errors/app-error';
import type { JobQueue } from './definition';

export interface QueuePort {
  /** What services receive: sends and cancels go to whichever engine is bound. */
  queue: JobQueue;
  /** Called once the engine has started (server start, or a test that runs jobs). */
  bind(engine: JobQueue): void;
  unbind(): void;
  readonly bound: boolean;
}

/**
 * The container is built before the job engine starts (the engine needs the container's job
 * definitions), so services get this port and the engine is plugged in afterwards. A send before
 * that — or after shutdown — answers 503 instead of losing the job.
 */
export function createQueuePort(): QueuePort {
  let engine: JobQueue | undefined;
  const target = () => {
    if (!engine) throw new AppError('SERVICE_UNAVAILABLE');
    return engine;
  };
  return {
    queue: {
      send: async (job, payload, options) => target().send(job, payload, options),
      cancel: async (job, id, options) => target().cancel(job, id, options),
    },
    bind(next) {
      engine = next;
    },
    unbind() {
      engine = undefined;
    },
    get bound() {
      return engine !== undefined;
    },
  };
}
