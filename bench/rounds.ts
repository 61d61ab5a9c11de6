// Alternating rounds of load (wrk, else autocannon: generator.ts) against several targets, each served by its
// own process: req/s, p50, p99 and the server's CPU time per request (read from /proc; it moves least when the
// machine is shared).
import { runLoad } from './generator';
import { cpuMs } from './process-tree';
import { median } from './statistics';

export interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The process serving the target, whose CPU time is read around each round. */
  pid: number;
}

export interface TargetFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  /** CPU of the load generator as a share of one core during the round: near 100 %, req/s and latency measure
   * the generator as much as the server. */
  clientCpuPercent: number;
}

async function round(target: Target, connections: number, seconds: number) {
  const before = cpuMs(target.pid);
  const startedAt = performance.now();
  const result = await runLoad({ url: target.url, connections, seconds, headers: target.headers ?? {} });
  // Requests still queued in the server when the round ends would be served during the next target's round:
  // one more request, queued behind them, returns once they are done. Their CPU time counts here, so it is
  // divided by every request sent (those cut off unanswered included), not only the answered ones.
  const clientCpuPercent = (result.clientCpuMs * 100) / (performance.now() - startedAt);
  await (await fetch(target.url, { headers: target.headers ?? {} })).arrayBuffer();
  const spent = cpuMs(target.pid) - before;
  if (result.failures > 0) throw new Error(`${target.url} : ${result.failures} réponses non 2xx ou erreurs`);
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    cpuMsPerRequest: spent / (result.sent + 1),
    clientCpuPercent,
  };
}

/**
 * A 2 s warm-up of each target, then `rounds` rounds taking the targets in turn; medians are kept, and each
 * round's figures (`rounds`), in the order they ran.
 */
export async function alternate(
  targets: Record<string, Target>,
  options: { connections: number; seconds: number; rounds: number },
): Promise<Record<string, TargetFigures & { rounds: TargetFigures[] }>> {
  const runs: Record<string, TargetFigures[]> = {};
  for (const target of Object.values(targets)) await round(target, options.connections, 2);
  for (let index = 0; index < options.rounds; index += 1) {
    for (const [name, target] of Object.entries(targets)) {
      (runs[name] ??= []).push(await round(target, options.connections, options.seconds));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [
      name,
      {
        requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
        p50Ms: median(results.map((r) => r.p50Ms)),
        p99Ms: median(results.map((r) => r.p99Ms)),
        cpuMsPerRequest: median(results.map((r) => r.cpuMsPerRequest)),
        clientCpuPercent: median(results.map((r) => r.clientCpuPercent)),
        rounds: results,
      },
    ]),
  );
}
