// The lockfile is kept without tarball addresses (`omit-lockfile-registry-resolved` in .npmrc: no registry's
// address is written in the repository). Without them npm asks the registry for every package's metadata to
// find where its tarball is, and cannot take the tarball from its cache either: on a fresh clone that was
// 900 requests for 450 packages, 27–115 s of a first `npm start` spent waiting for the registry. The install
// is given a copy of the lockfile with the addresses filled in from the registry configured on this machine,
// as `npm-shrinkwrap.json` (which npm reads instead of package-lock.json), removed once the install is over.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NODE_MODULES = 'node_modules/';

/** The package a lockfile entry installs: its own name for an alias, else the last folder of its path. */
function packageName(key, entry) {
  return entry.name ?? key.slice(key.lastIndexOf(NODE_MODULES) + NODE_MODULES.length);
}

/**
 * A copy of `lock` (package-lock.json v2/v3) where each package from a registry gets the address of its
 * tarball, `<registry>/<name>/-/<name without scope>-<version>.tgz`, the layout every npm registry serves.
 * `registryFor(name)` answers the registry of a package (a scope may have its own), or undefined to leave
 * the package as it is. Links, bundled packages and entries that already say where they come from (git,
 * files, addresses) are left as they are, and so is anything without an integrity to check the tarball by.
 */
export function withTarballAddresses(lock, registryFor) {
  const packages = {};
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const fromRegistry =
      key.includes(NODE_MODULES) &&
      !entry.link &&
      !entry.resolved &&
      !entry.inBundle &&
      entry.integrity &&
      entry.version;
    const name = fromRegistry ? packageName(key, entry) : undefined;
    const registry = name ? registryFor(name) : undefined;
    if (!name || !registry) {
      packages[key] = entry;
      continue;
    }
    const file = `${name.startsWith('@') ? name.slice(name.indexOf('/') + 1) : name}-${entry.version}.tgz`;
    packages[key] = { ...entry, resolved: `${registry.replace(/\/?$/, '/')}${name}/-/${file}` };
  }
  return { ...lock, packages };
}

/** The registry npm uses here for each package: scoped registries (`@scope:registry`) first. */
function configuredRegistries(npm, cwd) {
  const result = spawnSync(npm, ['config', 'list', '--json'], { cwd, encoding: 'utf8' });
  let config;
  try {
    config = result.status === 0 ? JSON.parse(result.stdout) : undefined;
  } catch {
    return undefined;
  }
  if (typeof config?.registry !== 'string') return undefined;
  return (name) => {
    const scope = name.startsWith('@') ? name.slice(0, name.indexOf('/')) : undefined;
    const scoped = scope ? config[`${scope}:registry`] : undefined;
    return typeof scoped === 'string' ? scoped : config.registry;
  };
}

/**
 * Runs `install()` with the lockfile's tarball addresses given to npm. If that install fails (a registry that
 * lays its tarballs out otherwise), the copy is removed and `install()` runs once more on the lockfile alone.
 * Returns the install's exit code.
 */
export function installWithTarballAddresses(root, npm, install) {
  const shrinkwrap = path.join(root, 'npm-shrinkwrap.json');
  // The repository never keeps a shrinkwrap: one found here was left by an install that was stopped.
  rmSync(shrinkwrap, { force: true });
  const lockfile = path.join(root, 'package-lock.json');
  const registryFor = existsSync(lockfile) ? configuredRegistries(npm, root) : undefined;
  if (!registryFor) return install();
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
  writeFileSync(shrinkwrap, `${JSON.stringify(withTarballAddresses(lock, registryFor), null, 2)}\n`);
  let status;
  try {
    status = install();
  } finally {
    rmSync(shrinkwrap, { force: true });
  }
  if (status === 0) return 0;
  console.log("Nouvel essai d'installation sans les adresses des paquets…");
  return install();
}
