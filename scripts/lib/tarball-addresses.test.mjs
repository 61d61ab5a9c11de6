import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installWithTarballAddresses, withTarballAddresses } from './tarball-addresses.mjs';

const lock = {
  name: 'shop',
  lockfileVersion: 3,
  packages: {
    '': { name: 'shop', workspaces: ['apps/*'] },
    'apps/api': { name: '@shop/api', version: '1.0.0' },
    'node_modules/@shop/api': { resolved: 'apps/api', link: true },
    'node_modules/wrappy': { version: '1.0.2', integrity: 'sha512-a' },
    'node_modules/@types/node': { version: '20.1.0', integrity: 'sha512-b', dev: true },
    'apps/api/node_modules/cookie': { version: '2.0.2', integrity: 'sha512-c' },
    'node_modules/string-width-cjs': { name: 'string-width', version: '4.2.3', integrity: 'sha512-d' },
    'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://git@example.test/a.git#abc' },
    'node_modules/bundler/node_modules/inside': { version: '1.0.0', inBundle: true },
    'node_modules/no-integrity': { version: '1.0.0' },
  },
};

describe('withTarballAddresses', () => {
  const registry = 'https://packages.example.test/npm';
  const result = withTarballAddresses(lock, () => registry).packages;

  it('gives each registry package the address of its tarball, scope and nesting included', () => {
    expect(result['node_modules/wrappy'].resolved).toBe(`${registry}/wrappy/-/wrappy-1.0.2.tgz`);
    expect(result['node_modules/@types/node'].resolved).toBe(`${registry}/@types/node/-/node-20.1.0.tgz`);
    expect(result['apps/api/node_modules/cookie'].resolved).toBe(`${registry}/cookie/-/cookie-2.0.2.tgz`);
    expect(result['node_modules/@types/node'].dev).toBe(true);
  });

  it('uses the real name of an aliased package', () => {
    expect(result['node_modules/string-width-cjs'].resolved).toBe(
      `${registry}/string-width/-/string-width-4.2.3.tgz`,
    );
  });

  it('leaves workspaces, links, git packages, bundled packages and unverifiable ones as they are', () => {
    for (const key of [
      '',
      'apps/api',
      'node_modules/@shop/api',
      'node_modules/from-git',
      'node_modules/bundler/node_modules/inside',
      'node_modules/no-integrity',
    ]) {
      expect(result[key]).toEqual(lock.packages[key]);
    }
  });

  it('asks the registry per package, and leaves a package without one untouched', () => {
    const scoped = withTarballAddresses(lock, (name) =>
      name.startsWith('@types/') ? 'https://scoped.example.test/' : undefined,
    ).packages;
    expect(scoped['node_modules/@types/node'].resolved).toBe(
      'https://scoped.example.test/@types/node/-/node-20.1.0.tgz',
    );
    expect(scoped['node_modules/wrappy']).toEqual(lock.packages['node_modules/wrappy']);
  });

  it('does not change the lockfile it is given', () => {
    expect(lock.packages['node_modules/wrappy'].resolved).toBeUndefined();
  });
});

describe('installWithTarballAddresses', () => {
  let dir;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  function project() {
    dir = mkdtempSync(path.join(tmpdir(), 'plume-lock-'));
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
    writeFileSync(path.join(dir, 'npm-shrinkwrap.json'), '{"left": "by a stopped install"}');
    return dir;
  }

  it('hands npm the addresses during the install and removes them after', () => {
    const root = project();
    const seen = [];
    const status = installWithTarballAddresses(root, 'npm', () => {
      const copy = JSON.parse(readFileSync(path.join(root, 'npm-shrinkwrap.json'), 'utf8'));
      seen.push(copy.packages['node_modules/wrappy'].resolved);
      return 0;
    });
    expect(status).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/\/wrappy\/-\/wrappy-1\.0\.2\.tgz$/);
    expect(existsSync(path.join(root, 'npm-shrinkwrap.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))).toEqual(lock);
  });

  it('installs once more from the lockfile alone when the first install fails', () => {
    const root = project();
    const copies = [];
    const status = installWithTarballAddresses(root, 'npm', () => {
      copies.push(existsSync(path.join(root, 'npm-shrinkwrap.json')));
      return copies.length === 1 ? 1 : 0;
    });
    expect(status).toBe(0);
    expect(copies).toEqual([true, false]);
  });
});
