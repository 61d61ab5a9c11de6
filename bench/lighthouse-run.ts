// `npm run bench:lighthouse -w @plume/bench`: Lighthouse's performance alone, on the current build
// (`npm run build -w @plume/web` first), login page and dashboard. `--mobile` or `--desktop` keeps one form
// factor. Loopback only; the scores are printed beside their targets, never asserted.
import { startBenchApp } from './bench-app';
import { benchLighthouse } from './lighthouse';

const only = (['desktop', 'mobile'] as const).filter((formFactor) =>
  process.argv.includes(`--${formFactor}`),
);
const { base, close } = await startBenchApp('lighthouse');
try {
  await benchLighthouse(base, only.length > 0 ? only : undefined);
} finally {
  await close();
}
