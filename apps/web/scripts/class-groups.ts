// The class groups `cn()` merges (src/lib/class-groups/), taken from tailwind-merge's default configuration:
// only the groups of the Tailwind classes the app's sources use, in the default order, with their full
// definitions. tailwind-merge with its whole default configuration is about 8.5 KB of gzipped JavaScript on
// every screen; with these groups, about half of that. `npm run write:class-groups -w @plume/web` writes the
// files again after a class of a new kind appears in the sources (src/lib/class-merge.test.ts says when).
// This file finds the classes and their groups; class-groups-files.ts writes the files.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { classGroupsFiles } from './class-groups-files';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const srcDir = path.join(webDir, 'src');
const groupsDir = path.join(srcDir, 'lib', 'class-groups');

type Config = ReturnType<typeof getDefaultConfig>;
type Group = keyof Config['classGroups'];

/** The sources written by hand: the written groups hold class names of every kind, which are not the app's. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === groupsDir ? [] : sourceFiles(file);
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

/** The default configuration's groups these classes belong to, in its order. */
export function usedGroups(tokens: readonly string[]): string[] {
  const config = getDefaultConfig();
  const used = groupsOf(config, [...new Set(tokens.map(baseClass))]);
  return Object.keys(config.classGroups).filter((group) => used.has(group as Group));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { format, resolveConfig } = await import('prettier');
  rmSync(groupsDir, { recursive: true, force: true });
  mkdirSync(groupsDir);
  const tokens = appClassTokens(srcDir);
  for (const [name, source] of Object.entries(classGroupsFiles(usedGroups(tokens)))) {
    const target = path.join(groupsDir, name);
    writeFileSync(target, await format(source, { ...(await resolveConfig(target)), filepath: target }));
    process.stdout.write(`${path.relative(webDir, target)} écrit\n`);
  }
}
