import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock';

/**
 * The attempts this process has in flight, and the heartbeat that renews their leases: one statement every
 * third of the lease while at least one is held, none when idle. A process that dies stops beating, and
 * its attempts are taken over once their lease expires.
 */
export function createLeaseKeeper(deps: {
  renew(attemptIds: readonly string[], until: Date): Promise<void>;
  clock: Clock;
  leaseMs: number;
  logger: Logger;
}) {
  const held = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;

  /** Renews every held lease now (also called by tests moving a fake clock). */
  async function beat(): Promise<void> {
    if (beating) return beating;
    if (held.size === 0) return;
    const until = new Date(deps.clock.now().getTime() + deps.leaseMs);
    beating = deps
      .renew([...held], until)
      .catch((error: unknown) => {
        // The next beat tries again; two missed beats still leave a third before the lease expires.
        deps.logger.warn({ err: error }, 'bail de publication non renouvelé');
      })
      .finally(() => {
        beating = undefined;
      });
    return beating;
  }

  return {
    beat,
    /** Keeps the attempt's lease alive while `work` runs. */
    async hold<Result>(attemptId: string, work: () => Promise<Result>): Promise<Result> {
      held.add(attemptId);
      if (!timer) {
        timer = setInterval(() => void beat(), Math.max(1_000, Math.floor(deps.leaseMs / 3)));
        timer.unref();
      }
      try {
        return await work();
      } finally {
        held.delete(attemptId);
        if (held.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      }
    },
    held: (): readonly string[] => [...held],
  };
}
export type LeaseKeeper = ReturnType<typeof createLeaseKeeper>;
