import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { routeChunks } from './scripts/route-chunks';

// React Router publishes its production build beside the development one but exports only the latter: the
// build takes the production file (the same code without the development warnings). Its ES module whatever the
// file Node resolves (`index.mjs` or, on older Node 20 releases, the CommonJS `index.js`); the package's own
// export if a release stops shipping that file.
const routerEntry = fileURLToPath(import.meta.resolve('react-router'));
const routerProductionDir = path.join(
  routerEntry.slice(0, routerEntry.lastIndexOf(`${path.sep}dist${path.sep}`)),
  'dist',
  'production',
);
// `react-router/dom` too: its development file imports the development chunks, a second copy of the router.
const routerProduction = [
  { find: /^react-router$/, replacement: path.join(routerProductionDir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerProductionDir, 'dom-export.mjs') },
].filter((alias) => existsSync(alias.replacement));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      ...(command === 'build' ? routerProduction : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without `new Function`, which the CSP forbids (see src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports knows <link rel="modulepreload">; one that does not only loses the hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: routeChunks(fileURLToPath(new URL('./src', import.meta.url))) },
    },
  },
}));
