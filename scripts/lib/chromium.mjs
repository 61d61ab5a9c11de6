import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium drives the browser journeys; it is installed with apt-get when missing and root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium est introuvable (${CHROMIUM}). Installez-le (sudo apt-get install chromium) puis relancez npm test.`,
    );
    return false;
  }
  console.log('Installation de Chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("L'installation de Chromium a échoué.");
    return false;
  }
  return true;
}
