import { performance } from 'node:perf_hooks';

/** The share of time (0–1) the event loop was busy since the previous call (since its creation the first time). */
export function loopUtilisationMeter(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}
