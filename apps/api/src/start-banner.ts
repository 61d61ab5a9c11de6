import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './config';

/** Where the embedded first start leaves the demo administrator's initial password (mode 0600). */
export const ADMIN_PASSWORD_FILE = 'admin-initial-password.txt';

export interface AdminAccess {
  email: string;
  /** Set only on the start that created the account: printed once, and kept in the file. */
  password?: string;
  /** Where the password is, as a phrase: « dans <fichier> » or « celui de la variable ADMIN_PASSWORD ». */
  passwordSource: string;
}

/** Keeps the generated password of the demo administrator beside the data, readable by this user only. */
export async function rememberDemoAdmin(
  dataDir: string,
  admin: { email: string; password: string },
): Promise<AdminAccess> {
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  await writeFile(
    file,
    `Administrateur de démonstration de Plume\ne-mail       : ${admin.email}\n` +
      `mot de passe : ${admin.password}\n(mot de passe initial : s'il a été changé, celui-ci ne vaut plus)\n`,
    { mode: 0o600 },
  );
  return { ...admin, passwordSource: `dans ${file}` };
}

/** The administrator to show at start: from ADMIN_EMAIL, or the demo one whose file is still there. */
export async function knownAdmin(config: AppConfig): Promise<AdminAccess | undefined> {
  if (config.ADMIN_EMAIL) {
    return { email: config.ADMIN_EMAIL, passwordSource: 'celui de la variable ADMIN_PASSWORD' };
  }
  if (config.production) return undefined;
  const file = path.join(config.dataDir, ADMIN_PASSWORD_FILE);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const email = text && /e-mail\s*:\s*(\S+)/.exec(text)?.[1];
  return email ? { email, passwordSource: `dans ${file}` } : undefined;
}

const roleLabels: Record<AppConfig['role'], string> = {
  all: 'site, API et tâches de fond',
  web: 'site et API (les tâches de fond tournent ailleurs)',
  worker: 'tâches de fond seulement (ni site ni API)',
};

/** The few lines a person reads once the server is up: where to go, how to sign in, where the data is. */
export function startBanner(input: {
  config: AppConfig;
  url?: string;
  /** The worker's probe listener (health, readiness, metrics). */
  probes?: string;
  admin?: AdminAccess;
}): string {
  const { config, url, probes, admin } = input;
  const lines = [''];
  lines.push(url ? `  ${config.BRAND_NAME} est prêt : ${url}` : `  ${config.BRAND_NAME} est prêt`);
  lines.push(`  Rôle           : ${roleLabels[config.role]}`);
  if (probes) lines.push(`  Sondes         : ${probes}/api/health/ready`);
  if (admin) {
    lines.push(`  Administrateur : ${admin.email}`);
    lines.push(
      admin.password
        ? `  Mot de passe   : ${admin.password}  (gardé aussi ${admin.passwordSource})`
        : `  Mot de passe   : ${admin.passwordSource}`,
    );
  }
  lines.push(
    config.mode === 'embedded'
      ? `  Données        : ${config.dataDir}`
      : `  Données        : PostgreSQL (DATABASE_URL)${config.S3_BUCKET ? `, médias dans S3 (${config.S3_BUCKET})` : ''}`,
  );
  if (config.demoProviders.length > 0) {
    lines.push(`  Démonstration  : ${config.demoProviders.join(', ')}`);
  }
  if (url || probes) lines.push('', '  Ctrl+C pour arrêter.');
  return `${lines.join('\n')}\n\n`;
}
