// Writes src/lib/class-groups/ for the groups class-groups.ts found: each group's definition as tailwind-merge's
// default configuration has it, the groups split by the sections of tailwind-merge's own source (layout, sizing
// and typography, the rest), the arrays several groups share and the runs of values several arrays share written
// once in scales.ts, and index.ts putting the configuration together with the theme scales and the conflicts
// between the groups kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { sharedConstants, type Run } from './class-groups-shared';

type Config = ReturnType<typeof getDefaultConfig>;

/** The files of the groups, by the sections of tailwind-merge's source; the last one takes every other section. */
const PARTS = [
  { file: 'layout.ts', name: 'layoutGroups', sections: ['Layout', 'Flexbox and Grid'] },
  { file: 'sizing-and-typography.ts', name: 'sizingAndTypographyGroups', sections: ['Sizing', 'Typography'] },
  { file: 'appearance.ts', name: 'appearanceGroups', sections: [] },
] as const;

/** Each group's section in tailwind-merge's own source (« Layout », « Typography »…), which the package ships. */
function sectionOfGroups(): Map<string, string> {
  const bundle = fileURLToPath(import.meta.resolve('tailwind-merge'));
  const file = path.join(path.dirname(bundle), '..', 'src', 'lib', 'default-config.ts');
  const sections = new Map<string, string>();
  let section = '';
  let indent: string | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (indent === undefined) {
      if (/^\s*classGroups: \{/.test(line)) indent = '';
      continue;
    }
    if (/^\s*conflictingClassGroups: \{/.test(line)) break;
    const header = /^\s*\/\/ --- (.+) ---$/.exec(line);
    if (header) section = header[1] ?? '';
    const group = /^(\s*)'?([\w-]+)'?: \[/.exec(line);
    if (!group) continue;
    indent ||= group[1];
    if (group[1] === indent) sections.set(group[2] ?? '', section);
  }
  return sections;
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/**
 * How the definitions are written. Each array is keyed by its text; an array written more than once (the
 * spacing scale of `p`, `px`, `py`…) becomes one constant, named after the key it first appears under, and a run
 * of values several arrays share becomes one constant spread into them.
 */
interface Writing {
  themeKeys: Set<string>;
  /** First pass: how often each array's text appears, the key it first appears under, and its values' texts. */
  seen: Map<string, { count: number; hint: string; keys: string[] }>;
  /** Second pass: the constant standing for each shared array, the shared runs, and the constants written so far. */
  names?: Map<string, string>;
  runs: Run[];
  constants: string[];
}

const newWriting = (shared?: { names: Map<string, string>; runs: Run[] }): Writing => ({
  themeKeys: new Set(),
  seen: new Map(),
  constants: [],
  runs: shared?.runs ?? [],
  ...(shared ? { names: shared.names } : {}),
});

/** The array's values, each shared run they hold spread from its constant (written on its first use). */
function spreadRuns(items: readonly { key: string; out: string }[], writing: Writing): string[] {
  const parts: string[] = [];
  for (let index = 0; index < items.length;) {
    const run = writing.runs.find(({ keys }) => keys.every((key, at) => items[index + at]?.key === key));
    if (!run) {
      parts.push(items[index]?.out ?? '');
      index += 1;
      continue;
    }
    const values = items.slice(index, index + run.keys.length);
    const declaration = `export const ${run.name} = [${values.map((item) => item.out).join(', ')}];`;
    if (!writing.constants.includes(declaration)) writing.constants.push(declaration);
    parts.push(`...${run.name}`);
    index += run.keys.length;
  }
  return parts;
}

/** A definition of the default configuration as TypeScript: strings, theme getters, validators, nesting.
 * Answers the text with the shared arrays' constants (`out`) and without them (`key`). */
function literal(value: unknown, writing: Writing, hint: string): { key: string; out: string } {
  const same = (text: string) => ({ key: text, out: text });
  if (typeof value === 'string') return same(JSON.stringify(value));
  if (typeof value === 'function') {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey) {
      writing.themeKeys.add(themeKey);
      return same(`fromTheme(${JSON.stringify(themeKey)})`);
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`Validateur inconnu de tailwind-merge : ${value.toString().slice(0, 80)}`);
    return same(`v.${name}`);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => literal(item, writing, hint));
    const keys = items.map((item) => item.key);
    const key = `[${keys.join(', ')}]`;
    const parts = spreadRuns(items, writing);
    const out =
      parts.length === 1 && parts[0]?.startsWith('...') ? parts[0].slice(3) : `[${parts.join(', ')}]`;
    const seen = writing.seen.get(key);
    writing.seen.set(key, { count: (seen?.count ?? 0) + 1, hint: seen?.hint ?? hint, keys });
    const name = writing.names?.get(key);
    if (!name) return { key, out };
    if (!seen) writing.constants.push(`export const ${name} = ${out};`);
    return { key, out: name };
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([name, item]) => [name, literal(item, writing, name)] as const,
    );
    const text = (part: 'key' | 'out') =>
      `{ ${entries.map(([name, item]) => `${JSON.stringify(name)}: ${item[part]}`).join(', ')} }`;
    return { key: text('key'), out: text('out') };
  }
  throw new Error(`Valeur inattendue dans la configuration de tailwind-merge : ${String(value)}`);
}

/** Imports of a generated file: the helpers its text uses, `Config` if it declares one, the shared arrays it names. */
function importsOf(text: string, options: { config: boolean; scales: readonly string[] }): string {
  const helpers = [
    ...(/\bfromTheme\(/.test(text) ? ['fromTheme'] : []),
    ...(/\bv\./.test(text) ? ['validators as v'] : []),
    ...(options.config ? ['type Config'] : []),
  ];
  const scales = options.scales.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).sort();
  return [
    ...(helpers.length > 0 ? [`import { ${helpers.join(', ')} } from 'tailwind-merge';`] : []),
    ...(scales.length > 0 ? [`import { ${scales.join(', ')} } from './scales';`] : []),
  ].join('\n');
}

const HEADER = `// Written by apps/web/scripts/class-groups.ts (npm run write:class-groups -w @plume/web): do not edit.`;

/** The files of `src/lib/class-groups/` for these groups, given in tailwind-merge's default order. */
export function classGroupsFiles(usedGroups: readonly string[]): Record<string, string> {
  const config = getDefaultConfig();
  const used = new Set(usedGroups);
  const sections = sectionOfGroups();
  const partOf = (group: string) => {
    const section = sections.get(group);
    if (section === undefined)
      throw new Error(`Section introuvable pour le groupe « ${group} » de tailwind-merge`);
    return PARTS.find((part) => (part.sections as readonly string[]).includes(section)) ?? PARTS[2];
  };
  // Written twice: once to count the arrays, then with the shared ones as constants.
  const write = (writing: Writing) => {
    const lines = new Map<(typeof PARTS)[number], string[]>(PARTS.map((part) => [part, []]));
    for (const group of usedGroups) {
      const definition = config.classGroups[group as keyof Config['classGroups']];
      lines
        .get(partOf(group))
        ?.push(`  ${JSON.stringify(group)}: ${literal(definition, writing, group).out},`);
    }
    return { lines, theme: themeScales(config, writing) };
  };
  const counting = newWriting();
  write(counting);
  const writing = newWriting(sharedConstants(counting.seen));
  const { lines, theme } = write(writing);
  const shared = [...(writing.names?.values() ?? []), ...writing.runs.map((run) => run.name)];
  const scales = writing.constants.join('\n');
  const files: Record<string, string> = {
    'scales.ts': `${HEADER}
// The arrays of values that several groups or theme scales share.
${importsOf(scales, { config: false, scales: [] })}

${scales}
`,
  };
  for (const part of PARTS) {
    const body = lines.get(part)?.join('\n') ?? '';
    files[part.file] = `${HEADER}
${importsOf(body, { config: true, scales: shared })}

export const ${part.name}: Config<string, string>['classGroups'] = {
${body}
};
`;
  }
  const conflicts = (record: Readonly<Record<string, readonly string[] | undefined>>) =>
    Object.entries(record)
      .filter(([group]) => used.has(group))
      .map(([group, others]) => [group, (others ?? []).filter((other) => used.has(other))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  const index = `export const classGroups: Config<string, string> = {
  cacheSize: ${config.cacheSize},
  theme: {
${theme.join('\n')}
  },
  classGroups: { ${PARTS.map((part) => `...${part.name}`).join(', ')} },
  conflictingClassGroups: {
${conflicts(config.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${conflicts(config.conflictingClassGroupModifiers).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(config.postfixLookupClassGroups.filter((group) => used.has(group)))},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};`;
  files['index.ts'] = `${HEADER}
// tailwind-merge's default class groups that the app's classes belong to, in the default order.
${importsOf(index, { config: true, scales: shared })}
${PARTS.map((part) => `import { ${part.name} } from './${part.file.replace(/\.ts$/, '')}';`).join('\n')}

${index}
`;
  return files;
}

/** The theme scales the written groups name; scales may name other scales, so the keys are collected until none
 * is added. */
function themeScales(config: Config, writing: Writing): string[] {
  const theme: string[] = [];
  const written = new Set<string>();
  for (let added = true; added;) {
    added = false;
    for (const key of [...writing.themeKeys].filter((key) => !written.has(key)).sort()) {
      written.add(key);
      added = true;
      const scale = (config.theme as Record<string, unknown>)[key] ?? [];
      theme.push(`    ${JSON.stringify(key)}: ${literal(scale, writing, key).out},`);
    }
  }
  return theme.sort();
}
