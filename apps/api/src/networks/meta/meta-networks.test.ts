import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { publicUrlWarning } from './meta-networks';

describe('PUBLIC_URL warning with Meta configured', () => {
  const meta = { META_APP_ID: 'app', META_APP_SECRET: 'secret' };

  it('warns when Meta is configured and PUBLIC_URL is local or missing', () => {
    expect(publicUrlWarning(loadConfig({ ...meta, PUBLIC_URL: 'http://localhost:3000' }))).toMatch(
      /PUBLIC_URL/,
    );
    expect(publicUrlWarning(loadConfig(meta))).toMatch(/non défini/);
  });

  it('stays quiet with a public address or without Meta', () => {
    expect(publicUrlWarning(loadConfig({ ...meta, PUBLIC_URL: 'https://plume.example' }))).toBeUndefined();
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toBeUndefined();
  });

  it('requires the Meta and Instagram credentials in pairs', () => {
    expect(() => loadConfig({ META_APP_ID: 'app' })).toThrow(/META_APP_SECRET/);
    expect(() => loadConfig({ INSTAGRAM_APP_SECRET: 's' })).toThrow(/INSTAGRAM_APP_ID/);
  });
});
