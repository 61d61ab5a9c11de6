import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the layer diagram of docs/architecture.md', () => {
  it('is the diagram of the imports as they are (node scripts/import-layers.mjs --mermaid)', () => {
    const fromCode = execFileSync(
      process.execPath,
      [path.join(root, 'scripts/import-layers.mjs'), '--mermaid'],
      {
        encoding: 'utf8',
      },
    ).trim();
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const inDoc = /```mermaid\n(flowchart TD\n[\s\S]*?)```/.exec(doc)?.[1]?.trim();
    expect(inDoc).toBe(fromCode);
  });
});
