import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, applied before anything else is loaded (server.ts imports this module
 * first), so that they hold whatever command starts it (`node apps/api/dist/server.js`, the container, `npm
 * start`). docs/performance.md has the measurements.
 *
 * PGlite's WebAssembly (the embedded database; the PostgreSQL roles load none) runs on V8's baseline compiler
 * only. Its optimising compiler worked in background threads whose freed memory the C allocator kept: about
 * 45 MB of the embedded default's idle memory, and 0.4 s of CPU per start spent optimising functions the start
 * ran and then rarely ran again. The price is paid on heavy queries (about a quarter more CPU on a 30,000-row
 * sort and aggregate); the lists the screens read are kept in memory between changes (ADR 0014).
 */
setFlagsFromString('--liftoff-only');

/**
 * While the server starts, V8's young generation does not grow. What a start allocates is mostly kept for the
 * life of the process (modules, compiled code, the route table): a larger young generation only delays its
 * promotion, and V8 kept it at its largest (32 MB) until its memory reducer ran, about a minute later.
 */
setFlagsFromString('--semi-space-growth-factor=1');

/** Called once the server is ready: requests get V8's default growth of the young generation back. */
export function startupOver() {
  setFlagsFromString('--semi-space-growth-factor=2');
}
