import { spawnSync } from 'node:child_process';

/**
 * Installs one of Debian's packages with apt-get, its index refreshed first (the install is tried even when the
 * refresh fails: the index already there may hold the package). True when the install succeeded.
 */
export function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}
