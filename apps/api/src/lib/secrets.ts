import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface Secrets {
  jwtSecret: string;
  /** Key of the AES-256-GCM encryption of social network tokens (ENCRYPTION_KEY in production). */
  encryptionKey: string;
  /** Signs the short-lived media tokens carried in media URLs (MEDIA_SECRET in production). */
  mediaSecret: string;
}

const storedKeys = {
  jwtSecret: 'jwt_secret',
  encryptionKey: 'encryption_key',
  mediaSecret: 'media_secret',
} as const;
type StoredSecrets = Partial<Record<(typeof storedKeys)[keyof Secrets], string>>;

const generate = () => randomBytes(48).toString('base64url');

/**
 * Secrets come from the environment in production, never generated there. In embedded mode they are generated on first start and
 * kept in DATA_DIR/secrets.json (mode 0600) so sessions, encrypted tokens and media links survive a restart.
 * A data directory from an older version gets its missing secrets added; existing ones are kept.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  const fromEnv: Partial<Secrets> = {
    jwtSecret: config.JWT_SECRET,
    encryptionKey: config.ENCRYPTION_KEY,
    mediaSecret: config.MEDIA_SECRET,
  };
  const names = Object.keys(storedKeys) as (keyof Secrets)[];
  if (names.every((name) => fromEnv[name])) return fromEnv as Secrets;
  // config.ts refuses this already; a secret generated here would differ in every other process.
  if (config.production)
    throw new Error('secrets manquants en production (JWT_SECRET, MEDIA_SECRET, ENCRYPTION_KEY)');

  const file = path.join(config.dataDir, 'secrets.json');
  await mkdir(config.dataDir, { recursive: true });
  if (!(await readStored(file))) {
    await writeFile(file, JSON.stringify({ jwt_secret: generate() }, null, 2), {
      mode: 0o600,
      flag: 'wx',
    }).catch((error) => {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    await chmod(file, 0o600);
  }
  let stored = (await readStored(file)) ?? {};
  const missing = names.filter((name) => !stored[storedKeys[name]]);
  if (missing.length > 0) {
    stored = { ...stored, ...Object.fromEntries(missing.map((name) => [storedKeys[name], generate()])) };
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
    await rename(temporary, file);
  }
  return Object.fromEntries(
    names.map((name) => [name, fromEnv[name] ?? (stored[storedKeys[name]] as string)]),
  ) as unknown as Secrets;
}

async function readStored(file: string): Promise<StoredSecrets | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const valid = Object.values(storedKeys).filter(
      (key) => typeof parsed[key] === 'string' && (parsed[key] as string).length >= 32,
    );
    if (!valid.includes('jwt_secret')) return undefined;
    return Object.fromEntries(valid.map((key) => [key, parsed[key] as string]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
