// `npm run build -w @plume/api`: the server compiled once to JavaScript (apps/api/dist), so production runs
// plain `node` with no TypeScript loader. Type checking stays `npm run typecheck` (tsc, strict). The workspace
// packages and the JavaScript dependencies are bundled into one file: loading them one by one from
// node_modules (resolution, hundreds of file reads, one compilation each) was most of the server's start
// (docs/performance.md). The packages listed in `externalPackages` are loaded from node_modules as usual.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyPackagesPlugin } from './lazy-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Another folder may be given (the test of the compiled server builds into its own).
const dist = path.resolve(process.argv[2] ?? path.join(here, 'dist'));

/**
 * Left out of the bundle: PGlite reads its WebAssembly and data files next to its own code, @fastify/swagger
 * its package.json; argon2 is a native module; pg-native is optional (never installed); pino-pretty is a
 * development dependency imported on demand (logs stay JSON where it is absent).
 */
export const externalPackages = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  'pg-native',
  'pino-pretty',
];

const externalFilter = new RegExp(
  `^(${externalPackages.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})(/.*)?$`,
);

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces need the mappings only; the sources' text would make the map (parsed at start under
  // --enable-source-maps) several times larger.
  sourcesContent: false,
  // Whitespace and comments out, identifiers kept (stack traces and profiles keep the functions' names): the
  // source stays in memory for the life of the process, twice its size as text with one non-Latin-1 character.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The bundled CommonJS packages call `require` (Node's built-in modules, the external packages).
  banner: {
    js: "import { createRequire as plumeCreateRequire } from 'node:module';\nconst require = plumeCreateRequire(import.meta.url);",
  },
  plugins: [
    lazyPackagesPlugin,
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: externalFilter }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
// The migrator reads the SQL files next to the code (`new URL('./migrations', import.meta.url)`).
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
