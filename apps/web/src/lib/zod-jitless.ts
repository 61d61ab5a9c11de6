// Zod compiles its object parsers with `new Function` unless told not to. The app's CSP (script-src 'self', no
// 'unsafe-eval') refuses that, and Chromium reports a violation on every screen that parses a response
// (Lighthouse's best practices count it). vite.config.ts aliases every bare `zod` import of the bundle to this
// module, so the setting is applied before any schema parses; parsing without the compiled fast path is
// a few microseconds slower per object, which no screen notices.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
