import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loopUtilisationMeter } from './event-loop';

export interface QuietCollectorDeps {
  /** Event-loop utilisation (0–1) since the previous call. */
  utilisation(): number;
  /** Bytes committed to V8's young generation. */
  youngBytes(): number;
  /** A young-generation collection. */
  collectYoung(): void;
}

/** A window during which the loop was busy at least this share of the time counts as work. */
const QUIET_UTILISATION = 0.02;

/** Quiet windows in a row that may each collect, until the young generation is back to its size at the start. */
const ATTEMPTS = 3;

/**
 * The rule: in the quiet windows after work, while the young generation is larger than it was at the start,
 * collect it, in at most ATTEMPTS windows (V8 shrinks it only once it has measured a low allocation rate, which
 * the first collection after a load may not have). Returns what the window did, for the tests.
 */
export function createQuietCollector(deps: QuietCollectorDeps, baselineYoungBytes: number) {
  let attemptsLeft = 0;
  return (): 'work' | 'collected' | 'quiet' => {
    if (deps.utilisation() >= QUIET_UTILISATION) {
      attemptsLeft = ATTEMPTS;
      return 'work';
    }
    if (attemptsLeft === 0) return 'quiet';
    if (deps.youngBytes() <= baselineYoungBytes) {
      attemptsLeft = 0;
      return 'quiet';
    }
    attemptsLeft -= 1;
    deps.collectYoung();
    return 'collected';
  };
}

const youngBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/**
 * V8 grows its young generation under load (to two 16 MB semi-spaces) and shrinks it only after a collection
 * run while little is allocated. A server that goes quiet allocates nothing, so none runs, and the process
 * keeps those 32 MB until the next load. This checks the event loop every `windowMs`: in the quiet windows
 * after work, a young-generation collection (a millisecond or so) lets V8 give the space back. The
 * collector comes from a context created with `--expose-gc`; the application's own global scope has no `gc`.
 * Called once the server is ready (docs/performance.md, « The young generation given back »).
 */
export function collectWhenQuiet(windowMs = 5_000): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
  const window = createQuietCollector(
    {
      utilisation: loopUtilisationMeter(),
      youngBytes,
      collectYoung: () => gc({ type: 'minor' }),
    },
    youngBytes(),
  );
  const timer = setInterval(window, windowMs).unref();
  return () => clearInterval(timer);
}
