import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = path.join(root, 'scripts/doc-citations.mjs');

/** The script's findings on a tree: citations still in the short form, and cited files that do not exist. */
function problems(tree: string, ...flags: string[]): string[] {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [script, '--root', tree, '--json', ...flags], {
      encoding: 'utf8',
    });
  } catch (error) {
    // Exit code 1 when there are problems: the JSON is still on stdout.
    stdout = (error as { stdout?: string }).stdout ?? '';
  }
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as string[];
}

describe('documents cited by code comments', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'plume-citations-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // It starts a Node process that reads the whole tree: slow on a busy machine.
  it('every cited document is a file of the repository, cited by its path', { timeout: 30_000 }, () => {
    expect(problems(root)).toEqual([]);
  });

  // It starts a Node process that reads the whole tree: slow on a busy machine.
  it(
    'finds short citations and missing files, and rewrites the short ones into paths',
    { timeout: 30_000 },
    () => {
      mkdirSync(path.join(scratch, 'docs/spec'), { recursive: true });
      mkdirSync(path.join(scratch, 'docs/design'), { recursive: true });
      mkdirSync(path.join(scratch, 'apps/x'), { recursive: true });
      writeFileSync(path.join(scratch, 'docs/spec/part-2-signed-in-application.md'), '# part 2\n');
      writeFileSync(path.join(scratch, 'docs/design/ARCHITECTURE.md'), '# design\n');
      const source = path.join(scratch, 'apps/x/rules.ts');
      writeFileSync(
        source,
        [
          '/** The time must be at least ten minutes ahead of now, as the scheduling rules say (spec part 2 §9), and',
          ' * the post keeps its version (ARCHITECTURE §6). */',
          '// See docs/design/NOWHERE.md §2.',
          'export const x = 1;',
          '',
        ].join('\n'),
      );

      expect(problems(scratch)).toEqual([
        'apps/x/rules.ts:1: « spec part 2 » → docs/spec/part-2-signed-in-application.md',
        'apps/x/rules.ts:2: « ARCHITECTURE » → docs/design/ARCHITECTURE.md',
        "apps/x/rules.ts:3: docs/design/NOWHERE.md n'existe pas",
      ]);
      expect(problems(scratch, '--write')).toEqual([
        "apps/x/rules.ts:4: docs/design/NOWHERE.md n'existe pas",
      ]);
      const lines = readFileSync(source, 'utf8').split('\n');
      expect(lines.slice(0, 3)).toEqual([
        '/** The time must be at least ten minutes ahead of now, as the scheduling rules say',
        ' * (docs/spec/part-2-signed-in-application.md §9), and the post keeps its version (docs/design/ARCHITECTURE.md',
        ' * §6). */',
      ]);
      expect(lines.every((line) => line.length <= 110)).toBe(true);
    },
  );
});
