// `npm run build -w @plume/api`: the server compiled once to JavaScript (apps/api/dist), so production runs
// plain `node` with no TypeScript loader. Type checking stays `npm run typecheck` (tsc, strict). The workspace
// packages (TypeScript sources) are bundled in; every other dependency is loaded from node_modules as usual.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyPackagesPlugin } from './lazy-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Another folder may be given (the test of the compiled server builds into its own).
const dist = path.resolve(process.argv[2] ?? path.join(here, 'dist'));

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    lazyPackagesPlugin,
    {
      name: 'node-modules-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@plume/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The migrator reads the SQL files next to the code (`new URL('./migrations', import.meta.url)`).
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
