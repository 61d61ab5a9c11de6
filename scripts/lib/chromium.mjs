import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

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
  if (!aptInstall('chromium') || !existsSync(CHROMIUM)) {
    console.error("L'installation de Chromium a échoué.");
    return false;
  }
  return true;
}
