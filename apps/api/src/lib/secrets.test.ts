import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadSecrets } from './secrets';

describe('embedded secrets', () => {
  it('generates the JWT secret and the encryption key once, mode 0600', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'plume-secrets-'));
    const first = await loadSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.encryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(await loadSecrets(loadConfig({ DATA_DIR: dir }))).toEqual(first);
    expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });

  it('adds the encryption key to a data directory from before it, keeping the JWT secret', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'plume-secrets-'));
    const jwt = 'j'.repeat(48);
    await writeFile(path.join(dir, 'secrets.json'), JSON.stringify({ jwt_secret: jwt }), { mode: 0o600 });
    const secrets = await loadSecrets(loadConfig({ DATA_DIR: dir }));
    expect(secrets.jwtSecret).toBe(jwt);
    const stored = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored.encryption_key).toBe(secrets.encryptionKey);
  });

  it('takes ENCRYPTION_KEY from the environment, required in production with DATABASE_URL', async () => {
    const env = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'k'.repeat(40) };
    expect((await loadSecrets(loadConfig(env))).encryptionKey).toBe('k'.repeat(40));
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@db/plume',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/ENCRYPTION_KEY/);
  });
});
