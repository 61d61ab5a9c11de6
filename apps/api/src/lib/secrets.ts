import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface Secrets {
  jwtSecret: string;
}

interface StoredSecrets {
  jwt_secret: string;
}

/**
 * Secrets come from the environment in production. In embedded mode they are generated on first start and
 * kept in DATA_DIR/secrets.json (mode 0600) so sessions survive a restart.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  if (config.JWT_SECRET) return { jwtSecret: config.JWT_SECRET };
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = await readStored(file);
  if (stored) return { jwtSecret: stored.jwt_secret };
  const fresh: StoredSecrets = { jwt_secret: randomBytes(48).toString('base64url') };
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  const written = await readStored(file);
  if (!written) throw new Error(`Impossible de lire ${file}`);
  return { jwtSecret: written.jwt_secret };
}

async function readStored(file: string): Promise<StoredSecrets | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    return typeof parsed.jwt_secret === 'string' && parsed.jwt_secret.length >= 32
      ? { jwt_secret: parsed.jwt_secret }
      : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
