import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt.mjs';

const found = (binary) => spawnSync(binary, ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * Video posters, durations and dimensions come from Debian's ffmpeg. It is installed with apt-get when missing
 * and root; otherwise the tests still run and exercise the degraded path (videos without poster), so this
 * never fails the run.
 */
export function ensureFfmpeg() {
  if (found('ffprobe')) return true;
  if (process.getuid?.() !== 0) {
    console.warn(
      'ffmpeg est absent : les vidéos seront enregistrées sans vignette ni durée (sudo apt-get install ffmpeg).',
    );
    return true;
  }
  console.log('Installation de ffmpeg (apt-get)…');
  aptInstall('ffmpeg');
  if (!found('ffprobe')) console.warn("L'installation de ffmpeg a échoué : chemin dégradé pour les vidéos.");
  return true;
}
