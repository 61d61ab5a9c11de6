import { misspelledWords } from '../modules/posts/quality/spelling';

/** The speller expands its dictionary once per process: tens of seconds on a busy machine. A suite whose
 * requests pass the quality gate builds it first, in a hook allowed that long, so no test pays for it. */
export const SPELLER_BUILD_MS = 240_000;
export const warmSpeller = () => misspelledWords('bonjour', new Set()).then(() => undefined);
