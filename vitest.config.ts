import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Time limits here are hang guards, not measurements: a correct test must not fail because the machine is
// busy (speed is measured by `npm run bench`, never asserted in a test).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 30_000,
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'corpus/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/api/src/**/*.int.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
