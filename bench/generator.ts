// The load generator of the alternating rounds. `wrk` (Debian's package, written in C) when it is there, or
// installed with apt-get when missing and root; autocannon (in this process) otherwise, or when
// BENCH_GENERATOR=autocannon. Autocannon parses every answer in JavaScript: against a server that does nothing
// but send the same 81 KB, it reaches about 700 req/s and a p99 over 100 ms at 50 connections, where wrk
// reaches 20,000 req/s and 6 ms (docs/performance.md, « The load generator »). Its figures on large
// answers are its own, not the server's.
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { aptInstall } from '../scripts/lib/apt.mjs';
import { reapedCpuMs } from './process-tree';

export type GeneratorName = 'wrk' | 'autocannon';

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests sent, answered or not (those in flight when the round stopped included). */
  sent: number;
  /** Answers other than 2xx, and connection errors or time-outs. */
  failures: number;
  /** CPU time the generator itself spent, in milliseconds. */
  clientCpuMs: number;
}

const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

let chosen: GeneratorName | undefined;

/** The generator every round uses in this run, chosen once. */
export function loadGenerator(): GeneratorName {
  if (chosen) return chosen;
  const asked = process.env.BENCH_GENERATOR;
  if (asked === 'wrk' || asked === 'autocannon') {
    if (asked === 'wrk' && !hasWrk()) throw new Error('BENCH_GENERATOR=wrk, mais wrk est introuvable');
    return (chosen = asked);
  }
  if (asked) throw new Error(`BENCH_GENERATOR inconnu : ${asked} (wrk ou autocannon)`);
  if (!hasWrk() && process.getuid?.() === 0) {
    console.log('Installation de wrk, le générateur de charge (apt-get)…');
    aptInstall('wrk');
  }
  if (hasWrk()) return (chosen = 'wrk');
  console.warn(
    'wrk est absent (sudo apt-get install wrk) : autocannon mesure à sa place ; sur les grandes réponses, ses chiffres sont les siens, pas ceux du serveur.',
  );
  return (chosen = 'autocannon');
}

export function runLoad(request: LoadRequest): Promise<LoadFigures> {
  return loadGenerator() === 'wrk' ? runWrk(request) : runAutocannon(request);
}

async function runAutocannon({ url, headers, connections, seconds }: LoadRequest): Promise<LoadFigures> {
  const client = process.cpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const usage = process.cpuUsage(client);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    sent: (result.requests as { sent?: number }).sent ?? result.requests.total,
    failures: result.non2xx + result.errors,
    clientCpuMs: (usage.user + usage.system) / 1000,
  };
}

async function runWrk({ url, headers, connections, seconds }: LoadRequest): Promise<LoadFigures> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const before = reapedCpuMs(process.pid);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk a échoué (${code}) : ${text}`)),
    );
  });
  return { ...parseWrk(output, connections), clientCpuMs: reapedCpuMs(process.pid) - before };
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`durée de wrk illisible : ${text}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** The figures of wrk's report (`--latency`); requests in flight at the end are counted as sent, one per
 * connection at most (wrk does not pipeline). */
export function parseWrk(output: string, connections: number): Omit<LoadFigures, 'clientCpuMs'> {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output);
    if (!match) throw new Error(`wrk n'a pas donné le ${p}e centile :\n${output}`);
    return durationMs(match[1]!);
  };
  const answered = /^\s*(\d+) requests in /m.exec(output);
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!answered || !rate) throw new Error(`rapport de wrk illisible :\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    sent: Number(answered[1]) + connections,
    failures: non2xx + errors,
  };
}
