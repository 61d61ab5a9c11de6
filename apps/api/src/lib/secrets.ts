import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface Secrets {
  jwtSecret: string;
  /** Signs the short-lived media tokens carried in media URLs. */
  mediaSecret: string;
}

interface StoredSecrets {
  jwt_secret: string;
  media_secret?: string;
}

/**
 * Secrets come from the environment in production. In embedded mode they are generated on first start and
 * kept in DATA_DIR/secrets.json (mode 0600) so sessions and media links survive a restart.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  if (config.JWT_SECRET) {
    return {
      jwtSecret: config.JWT_SECRET,
      mediaSecret: config.MEDIA_SECRET ?? derive(config.JWT_SECRET, 'media'),
    };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored = await readStored(file);
  if (!stored) {
    const fresh: StoredSecrets = { jwt_secret: generate(), media_secret: generate() };
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' }).catch(
      async (error) => {
        // Another process created it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      },
    );
    await chmod(file, 0o600);
    stored = await readStored(file);
    if (!stored) throw new Error(`Impossible de lire ${file}`);
  }
  let mediaSecret = stored.media_secret;
  if (!mediaSecret) {
    // A data directory created before media tokens existed: add the missing secret once.
    mediaSecret = generate();
    await writeFile(file, JSON.stringify({ ...stored, media_secret: mediaSecret }, null, 2), { mode: 0o600 });
  }
  return { jwtSecret: stored.jwt_secret, mediaSecret: config.MEDIA_SECRET ?? mediaSecret };
}

const generate = () => randomBytes(48).toString('base64url');

/** A separate key per purpose, so a media token can never be replayed as anything else. */
const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

async function readStored(file: string): Promise<StoredSecrets | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof parsed.jwt_secret !== 'string' || parsed.jwt_secret.length < 32) return undefined;
    const media = typeof parsed.media_secret === 'string' && parsed.media_secret.length >= 32;
    return { jwt_secret: parsed.jwt_secret, ...(media ? { media_secret: parsed.media_secret } : {}) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
