import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { knownAdmin, rememberDemoAdmin, startBanner } from './start-banner';
import { stagingEnv } from './test/production-env';

describe('start banner', () => {
  it('tells a newcomer where to go, how to sign in and where the data is', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-banner-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const admin = await rememberDemoAdmin(dataDir, {
      email: 'admin@plume.local',
      password: 'mot-de-passe-1',
    });
    const first = startBanner({ config, url: 'http://localhost:3000', admin });
    expect(first).toContain('Plume est prêt : http://localhost:3000');
    expect(first).toContain('Administrateur : admin@plume.local');
    expect(first).toContain(
      `Mot de passe   : mot-de-passe-1  (gardé aussi dans ${path.join(dataDir, 'admin-initial-password.txt')})`,
    );
    expect(first).toContain(`Données        : ${dataDir}`);

    // Later starts: the e-mail and where the password is, never the password itself.
    const later = startBanner({ config, url: 'http://localhost:3000', admin: await knownAdmin(config) });
    expect(later).toContain('Administrateur : admin@plume.local');
    expect(later).toContain(`Mot de passe   : dans ${path.join(dataDir, 'admin-initial-password.txt')}`);
    expect(later).not.toContain('mot-de-passe-1');
  });

  it('says where the password comes from when ADMIN_EMAIL is set, and what a worker does', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'chef@exemple.fr', ADMIN_PASSWORD: 'secret-123' });
    const banner = startBanner({ config, url: 'http://localhost:3000', admin: await knownAdmin(config) });
    expect(banner).toContain('Mot de passe   : celui de la variable ADMIN_PASSWORD');
    expect(banner).not.toContain('secret-123');

    const worker = loadConfig({ ...stagingEnv, DATABASE_URL: 'postgres://db/plume', PLUME_ROLE: 'worker' });
    const text = startBanner({ config: worker, probes: 'http://localhost:3001' });
    expect(text).toContain('tâches de fond seulement');
    expect(text).toContain('Sondes         : http://localhost:3001/api/health/ready');
    expect(text).toContain('Ctrl+C pour arrêter.');
    expect(text).toContain('Données        : PostgreSQL');
    expect(text).toContain('Démonstration  : payments, social, mail, storage, stock, llm');
  });
});
