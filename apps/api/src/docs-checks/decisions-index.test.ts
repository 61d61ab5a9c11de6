import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const decisions = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/decisions');

describe('docs/decisions/README.md', () => {
  it('links every decision record, and only records that exist', () => {
    const records = readdirSync(decisions)
      .filter((name) => /^\d{4}-.+\.md$/.test(name))
      .sort();
    const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]).sort();
    expect(linked).toEqual(records);
  });
});
