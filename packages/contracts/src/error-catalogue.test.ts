import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './error-catalogue';

const partsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'error-catalogue');

/** The codes each file of error-catalogue/ declares (a file exports one object of codes, or only types). */
async function codesOfParts(): Promise<string[]> {
  const files = readdirSync(partsDir).filter((name) => name.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((name) => import(path.join(partsDir, name)) as Promise<Record<string, object>>),
  );
  return modules.flatMap((module) => Object.values(module).flatMap((part) => Object.keys(part)));
}

describe('the error catalogue', () => {
  it('merges every domain file of error-catalogue/, and no code is declared twice', async () => {
    const codes = await codesOfParts();
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(Object.keys(errorCatalogue).sort()).toEqual([...codes].sort());
  });

  it('gives every code an HTTP error status and a message', () => {
    for (const [code, { status, detail }] of Object.entries(errorCatalogue)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(detail.trim(), code).not.toBe('');
    }
  });
});
