import path from 'node:path';
import type { Rolldown } from 'vite';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module reached from `roots` through static imports (and dynamic ones with `dynamic`), roots included. */
function reach(graph: ModuleGraph, roots: readonly string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/** The app's modules the login screen adds to the first screen's and that another lazy screen imports too. */
function sharedByLogin(graph: ModuleGraph, entry: string, login: string): Set<string> {
  const first = reach(graph, [entry]);
  const screens = new Set<string>();
  for (const id of reach(graph, [entry], true))
    for (const screen of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) screens.add(screen);
  screens.delete(login);
  const elsewhere = reach(graph, [...screens]);
  return new Set(
    [...reach(graph, [login])].filter((id) => !isPackage(id) && !first.has(id) && elsewhere.has(id)),
  );
}

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
// lucide-react's index reaches every icon, used or not: the icons are left to the bundler, which knows which
// ones each screen uses (each is a chunk of a few hundred bytes).
const isIcon = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

/**
 * Fewer, larger chunks on the way in. Left to itself the bundler cut the first screen and the login screen into
 * some twenty files, each shared with a dashboard screen; one gzip stream per file compresses worse, and each
 * costs a request. Here:
 * - `vendor`: the packages the first screen loads (React, the router, TanStack Query, tailwind-merge…; the
 *   bundler's `$initial`), in one chunk; they never import the app, so no cycle can form;
 * - `login-shared`: the app's modules the login screen shares with other screens (form fields, tabs, alerts,
 *   the collapsible block, the legal info query), in one chunk beside the login screen's own. A module there
 *   only imports modules used elsewhere too, so this chunk never imports the login screen's.
 * The screens after login keep the bundler's own splitting.
 */
export function routeChunks(srcDir: string): Rolldown.CodeSplittingOptions {
  const entry = path.join(srcDir, 'main.tsx');
  const login = path.join(srcDir, 'app', 'login-screen.tsx');
  let shared: Set<string> | undefined;
  return {
    groups: [
      {
        name: (id) => (isPackage(id) && !isIcon(id) ? 'vendor' : null),
        debugName: 'vendor',
        tags: ['$initial'],
        includeDependenciesRecursively: false,
      },
      {
        name: (id, graph) => {
          shared ??= sharedByLogin(graph, entry, login);
          return shared.has(id) ? 'login-shared' : null;
        },
        debugName: 'login-shared',
        includeDependenciesRecursively: false,
      },
    ],
  };
}
