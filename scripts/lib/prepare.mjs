// Shared by `npm start` and `npm test`: plain Node, no dependency, so it runs on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWithTarballAddresses } from './tarball-addresses.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19) || (major === 22 && minor < 12)) {
    console.error(`Node ${process.versions.node} est trop ancien : Node 20.19+ ou 22.12+ est requis.`);
    process.exit(1);
  }
}

/** Runs a command in the repository, inheriting the terminal; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...options.env },
  });
  return result.status ?? 1;
}

export function runNpm(args, options) {
  return run(npm, args, options);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// What the server needs to be built and run: `npm start` installs these workspaces only, not the test and
// benchmark tools (Playwright, Lighthouse, ESLint, TypeScript, Vitest), which made the first start 25 s longer;
// and their `dependencies` only, which hold what the builds need (esbuild, Vite and its plugins), not their
// `devDependencies` (tests, types, the migration generator): 120 MB fewer to write on a first start.
const SERVER_WORKSPACES = ['apps/api', 'apps/web', 'packages/contracts'];
// Which install `ensureDependencies` last made: 'server' or 'all'.
const installedScope = path.join(root, 'node_modules/.plume-install');

function readInstalledScope() {
  try {
    return readFileSync(installedScope, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile: `'server'` (npm start) the
 * server's workspaces only, `'all'` (npm test, the dev servers) every workspace, also after a server-only
 * install. An install made by hand (`npm install`) counts as whole. A server install leaves out development
 * dependencies only where no whole install is there: npm would remove them from it.
 */
export function ensureDependencies(scope = 'all') {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const installed = existsSync(marker);
  // What is there: 'server', 'all' (an install by hand counts as whole), or nothing.
  const previous = installed ? (readInstalledScope() ?? 'all') : undefined;
  const current = installed && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (current && (scope === 'server' || previous !== 'server')) return;
  const scopeArgs =
    scope === 'server'
      ? [
          ...SERVER_WORKSPACES.flatMap((workspace) => ['-w', workspace]),
          ...(previous === 'all' ? [] : ['--omit=dev']),
        ]
      : [];
  // `npm install` rather than `npm ci`: the lockfile only records the platform bindings the registry serves
  // here, which `npm ci` reports as out of sync; versions still come from the lockfile.
  console.log('Installation des dépendances (npm install, de 20 secondes à une minute la première fois)…');
  const install = () => runNpm(['install', '--no-audit', '--no-fund', ...scopeArgs]);
  if (installWithTarballAddresses(root, npm, install) !== 0) {
    console.error("L'installation des dépendances a échoué.");
    process.exit(1);
  }
  writeFileSync(installedScope, `${scope}\n`);
}

/** True when `built` is missing or older than one of `sources` (paths from the repository root). */
function isOutdated(built, sources) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return !builtAt || sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/**
 * Compiles the API to JavaScript (apps/api/dist) when there is no build or a source is newer than it. The
 * build bundles the JavaScript dependencies, so an install newer than it (npm's record of the installed tree)
 * calls for a new build too.
 */
export function ensureApiBuild() {
  const sources = [
    'apps/api/src',
    'apps/api/build.mjs',
    'packages/contracts/src',
    'node_modules/.package-lock.json',
  ];
  if (!isOutdated(path.join(root, 'apps/api/dist/server.js'), sources)) return;
  console.log("Construction de l'API (TypeScript compilé en JavaScript)…");
  if (run(process.execPath, [path.join(root, 'apps/api/build.mjs')]) !== 0) {
    console.error("La construction de l'API a échoué.");
    process.exit(1);
  }
}

/** Builds the web app when there is no build or a source is newer than it. */
export function ensureWebBuild() {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ];
  if (!isOutdated(path.join(root, 'apps/web/dist/index.html'), sources)) return;
  console.log("Construction de l'application web (une dizaine de secondes)…");
  // Vite's file-by-file report is noise at start; it is shown only if the build fails.
  const result = spawnSync(npm, ['run', 'build', '-w', '@plume/web'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error("La construction de l'application web a échoué.");
    process.exit(1);
  }
}
