import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod, rename } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface Secrets {
  jwtSecret: string;
  /** Key of the AES-256-GCM encryption of social network tokens (ENCRYPTION_KEY in production). */
  encryptionKey: string;
}

interface StoredSecrets {
  jwt_secret: string;
  encryption_key?: string;
}

const generate = () => randomBytes(48).toString('base64url');

/**
 * Secrets come from the environment in production. In embedded mode they are generated on first start and
 * kept in DATA_DIR/secrets.json (mode 0600) so sessions and encrypted tokens survive a restart.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  if (config.JWT_SECRET && config.ENCRYPTION_KEY) {
    return { jwtSecret: config.JWT_SECRET, encryptionKey: config.ENCRYPTION_KEY };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored = await readStored(file);
  if (!stored) {
    await mkdir(config.dataDir, { recursive: true });
    const fresh: StoredSecrets = { jwt_secret: generate(), encryption_key: generate() };
    await writeFile(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' }).catch((error) => {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    await chmod(file, 0o600);
    stored = await readStored(file);
    if (!stored) throw new Error(`Impossible de lire ${file}`);
  }
  if (!stored.encryption_key) stored = await addEncryptionKey(file, stored);
  return {
    jwtSecret: config.JWT_SECRET ?? stored.jwt_secret,
    encryptionKey: config.ENCRYPTION_KEY ?? (stored.encryption_key as string),
  };
}

/** A data directory from before token encryption: the key is added, the JWT secret kept. */
async function addEncryptionKey(file: string, stored: StoredSecrets): Promise<StoredSecrets> {
  const updated = { ...stored, encryption_key: generate() };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(updated, null, 2), { mode: 0o600 });
  await rename(temporary, file);
  return updated;
}

async function readStored(file: string): Promise<StoredSecrets | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof parsed.jwt_secret !== 'string' || parsed.jwt_secret.length < 32) return undefined;
    const key = typeof parsed.encryption_key === 'string' && parsed.encryption_key.length >= 32;
    return { jwt_secret: parsed.jwt_secret, ...(key ? { encryption_key: parsed.encryption_key } : {}) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
