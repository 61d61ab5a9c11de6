import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_ADMIN } from './tests/admin-account';

// Journeys run against the real server (API + built web app) on a fresh embedded database, in Debian's
// Chromium: no browser is ever downloaded.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT, or a free loopback port: other checkouts may run their suites at the same time. The main process
// picks it; its workers inherit the variable, so they all load the same address.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ||= freePort();
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is also loaded by worker processes: only the main process (no worker index) makes a data dir.
const dataDir = path.join(repoRoot, '.tmp', `e2e-${Date.now()}`);
if (process.env.TEST_WORKER_INDEX === undefined) mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npm run build && npm run start -w @plume/api',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Building the web app and a cold start on an empty data dir (database creation) take a while.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The analysis journey crawls a fixture site served on 127.0.0.1.
      ANALYSIS_ALLOW_PRIVATE_NETWORKS: 'true',
      // Every journey signs up from this one address.
      REGISTER_MAX_PER_IP: '10000',
    },
  },
});
