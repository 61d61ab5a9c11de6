// The class groups `cn()` merges (src/lib/class-groups.ts), taken from tailwind-merge's default configuration:
// only the groups of the Tailwind classes the app's sources use, in the default order, with their full
// definitions. tailwind-merge with its whole default configuration is about 8.5 KB of gzipped JavaScript on
// every screen; with these groups, about half of that. `npm run write:class-groups -w @plume/web` writes the
// file again after a class of a new kind appears in the sources (src/lib/class-merge.test.ts says when).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';
import ts from 'typescript';

type Config = ReturnType<typeof getDefaultConfig>;
type Group = keyof Config['classGroups'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A class without its variants (`sm:`, `[&>svg]:`, `group-data-[state=open]:`) nor its important mark. */
const baseClass = (token: string) => token.replace(/^(?:(?:\[[^\]]*\]|[^:[])+:)+/, '').replace(/^!|!$/g, '');

/** Every piece of text of a source file: string literals, the parts of template literals (those inside their
 * `${…}` included) and JSX text. */
function textsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/**
 * Every word of the sources' texts that tailwind-merge's default configuration knows as a class (a class
 * merged with itself comes out once; any other word is kept twice), with its variants.
 */
export function appClassTokens(srcDir: string): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(srcDir))
    for (const text of textsOf(file))
      for (const word of text.split(/\s+/))
        if (/^[\w!:[\]\-/.%#()=&>*@,'"+~]+$/.test(word) && /[a-z]/.test(word)) tokens.add(word);
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort();
}

/** The default configuration's group of each class: a probe class conflicting with one group is removed by
 * a class of that group only. */
function groupsOf(config: Config, classes: readonly string[]): Set<Group> {
  const groups = Object.keys(config.classGroups) as Group[];
  const probes = Object.fromEntries(groups.map((group, index) => [`probe${index}`, [`probe-${index}`]]));
  const merge = createTailwindMerge(() => ({
    ...config,
    classGroups: { ...config.classGroups, ...probes },
    conflictingClassGroups: Object.fromEntries(groups.map((group, index) => [group, [`probe${index}`]])),
    conflictingClassGroupModifiers: {},
  }));
  const used = new Set<Group>();
  for (const token of classes)
    groups.forEach((group, index) => {
      if (merge(`probe-${index} ${token}`) === token) used.add(group);
    });
  return used;
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/** A definition of the default configuration as TypeScript: strings, theme getters, validators, nesting. */
function literal(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey) {
      themeKeys.add(themeKey);
      return `fromTheme(${JSON.stringify(themeKey)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`Validateur inconnu de tailwind-merge : ${value.toString().slice(0, 80)}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, themeKeys)).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item, themeKeys)}`)
      .join(', ')} }`;
  throw new Error(`Valeur inattendue dans la configuration de tailwind-merge : ${String(value)}`);
}

/** The default configuration's groups these classes belong to, in its order. */
export function usedGroups(tokens: readonly string[]): string[] {
  const config = getDefaultConfig();
  const used = groupsOf(config, [...new Set(tokens.map(baseClass))]);
  return Object.keys(config.classGroups).filter((group) => used.has(group as Group));
}

/** The module `src/lib/class-groups.ts` for these classes. */
export function classGroupsModule(tokens: readonly string[]): string {
  const config = getDefaultConfig();
  const used = new Set(usedGroups(tokens) as Group[]);
  const keep = <T>(record: Readonly<Record<string, T>>) =>
    Object.entries(record).filter(([group]) => used.has(group as Group));
  const themeKeys = new Set<string>();
  const classGroups = keep(config.classGroups).map(
    ([group, definition]) => `    ${JSON.stringify(group)}: ${literal(definition, themeKeys)},`,
  );
  const conflicts = (record: Readonly<Record<string, readonly string[] | undefined>>) =>
    keep(record)
      .map(([group, others]) => [group, (others ?? []).filter((other) => used.has(other as Group))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  const conflicting = conflicts(config.conflictingClassGroups);
  const modifiers = conflicts(config.conflictingClassGroupModifiers);
  const postfix = config.postfixLookupClassGroups.filter((group) => used.has(group));
  // Theme scales may name other scales: the keys are collected until none is added.
  const theme: string[] = [];
  const written = new Set<string>();
  for (let added = true; added;) {
    added = false;
    for (const key of [...themeKeys].filter((key) => !written.has(key)).sort()) {
      written.add(key);
      added = true;
      const scale = (config.theme as Record<string, unknown>)[key] ?? [];
      theme.push(`    ${JSON.stringify(key)}: ${literal(scale, themeKeys)},`);
    }
  }
  return `// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.
// tailwind-merge's default class groups that the app's classes belong to, in the default order.
/* eslint-disable max-lines -- one entry per class group, copied from tailwind-merge by the script */
import { fromTheme, validators as v, type Config } from 'tailwind-merge';

export const classGroups: Config<string, string> = {
  cacheSize: ${config.cacheSize},
  theme: {
${theme.sort().join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${conflicting.join('\n')}
  },
  conflictingClassGroupModifiers: {
${modifiers.join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(postfix)},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const srcDir = path.join(webDir, 'src');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const target = path.join(srcDir, 'lib', 'class-groups.ts');
  const { format, resolveConfig } = await import('prettier');
  const options = { ...(await resolveConfig(target)), filepath: target };
  writeFileSync(target, await format(classGroupsModule(appClassTokens(srcDir)), options));
  process.stdout.write(`${path.relative(webDir, target)} écrit\n`);
}
