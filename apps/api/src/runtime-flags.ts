import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, applied before anything else is loaded (server.ts imports this module
 * first), so that they hold whatever command starts it (`node apps/api/dist/server.js`, the container, `npm
 * start`). docs/performance.md has the measurements.
 *
 * PGlite's WebAssembly functions are optimised (TurboFan, in background threads) only after a hundred times
 * V8's default amount of work. With the default, the few hundred queries of a start (migrations check, job
 * engine) had V8 optimise many PostgreSQL functions that are then rarely run again: about 0.3 s of CPU per
 * start and some 40 MB kept by the compilers' freed memory. The functions queries keep running still reach
 * the optimised tier after a warm-up.
 */
setFlagsFromString('--wasm-tiering-budget=180000000');
