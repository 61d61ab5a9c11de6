// Prints the API's layers and the imports between them, so the layer diagram of docs/architecture.md can be
// checked against the code: `node scripts/import-layers.mjs` counts them, `--files` lists each import that goes
// from a module to an integration or back (only an integration reading a module's port or public entry is
// allowed, and eslint.config.js enforces it), `--mermaid` prints the diagram that docs/architecture.md holds (a
// unit test compares the two). Tests and test helpers are left out: the diagram is about the running code.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/api/src');

const compositionFiles = new Set([
  'app',
  'container',
  'server',
  'runtime-flags',
  'bootstrap',
  'startup-recovery',
  'start-banner',
  'adapters',
  'probes',
  'worker-http',
  'version',
]);

/** The layer of a file, from its path under apps/api/src. */
function layerOf(file) {
  const [top, next] = path.relative(src, file).split(path.sep);
  const base = top.replace(/\.ts$/, '');
  if (compositionFiles.has(base)) return 'composition';
  if (base === 'config' || base === 'config-production') return 'config';
  if (top === 'cli' || top === 'config-docs') return 'tools';
  if (top === 'lib' || top === 'errors') return 'shared';
  if (top === 'modules' || top === 'integrations') return `${top}/${next}`;
  return top;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'test' || name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !/(\.test|-test-helpers)\.ts$/.test(name) ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  if (specifier.startsWith('@plume/contracts')) return 'contracts';
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, path.join(target, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const importPattern =
  /(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gms;
const edges = new Map();
const crossings = [];
/** File → the files it imports, for the cycle check. */
const graph = new Map();
for (const file of sourceFiles(src)) {
  const from = layerOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const resolved = resolveImport(file, match[1] ?? match[2] ?? match[3]);
    if (!resolved) continue;
    // Type-only imports vanish at run time: they count as dependencies, not in cycles.
    const typeOnly = /^(import|export)\s+type\s/.test(match[0]);
    if (resolved !== 'contracts' && !typeOnly) graph.set(file, [...(graph.get(file) ?? []), resolved]);
    const to = resolved === 'contracts' ? 'contracts' : layerOf(resolved);
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
    const kinds = [from.split('/')[0], to.split('/')[0]].join(' -> ');
    if (kinds === 'modules -> integrations' || kinds === 'integrations -> modules') {
      crossings.push(`${path.relative(src, file)} -> ${path.relative(src, resolved)}`);
    }
  }
}

/** Edges folded to the first path segment: modules/posts -> modules. */
const folded = new Map();
for (const [key, count] of edges) {
  const [from, to] = key.split(' -> ').map((layer) => layer.split('/')[0]);
  if (from === to) continue;
  folded.set(`${from} -> ${to}`, (folded.get(`${from} -> ${to}`) ?? 0) + count);
}
const labels = {
  composition: 'racine de composition<br/>server · bootstrap · app · container · adapters',
  tools: 'outils<br/>cli · config-docs',
  plugins: 'plugins/<br/>bords HTTP',
  modules: 'modules/&lt;domaine&gt;',
  integrations: 'integrations/&lt;fournisseur&gt;',
  ports: 'ports/<br/>ports partagés',
  jobs: 'jobs/<br/>pg-boss',
  db: 'db/<br/>Drizzle',
  shared: 'lib/ · errors/',
  config: 'config.ts',
  contracts: 'packages/contracts',
};
if (process.argv.includes('--mermaid')) {
  console.log('flowchart TD');
  for (const [layer, label] of Object.entries(labels)) console.log(`  ${layer}["${label}"]`);
  for (const key of [...folded.keys()].sort()) console.log(`  ${key.replace(' -> ', ' --> ')}`);
  process.exit(0);
}
console.log('Imports between layers (count of import statements):');
for (const [key, count] of [...folded].sort()) console.log(`  ${key}: ${count}`);
const folderPairs = new Set(
  crossings.map((line) =>
    line
      .split(' -> ')
      .map((p) => p.split('/').slice(0, 2).join('/'))
      .join(' -> '),
  ),
);
/** Allowed (docs/decisions/0025-ports-and-adapters.md): an integration reading a module's port or public entry. */
const throughPort = (line) => /^integrations\/.* -> modules\/.*(\.port|\/public)\.ts$/.test(line);
const against = crossings.filter((line) => !throughPort(line));
console.log(
  `\nImports from a module to an integration or back: ${crossings.length}, between ${folderPairs.size} pairs of folders` +
    ` (${crossings.length - against.length} to a port or a public entry, ${against.length} against the rule)`,
);
if (process.argv.includes('--files')) for (const line of crossings.sort()) console.log(`  ${line}`);

/** Run-time import cycles between files (depth-first search; each cycle printed once from where it was found). */
function findCycles() {
  const state = new Map();
  const cycles = [];
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
const cycles = findCycles();
console.log(`Run-time import cycles between files: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${cycle.map((file) => path.relative(src, file)).join(' -> ')}`);
