import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { systemClock } from '../../lib/clock';
import { stagingEnv } from '../../test/production-env';
import { linkedinNetwork } from './index';

const twin = {
  feed: { insertPost: async () => 'id', recentOf: async () => [] },
  clock: systemClock,
};

describe('LinkedIn in the registry', () => {
  it('is its demonstration twin in the embedded default', () => {
    const adapter = linkedinNetwork.create({ config: loadConfig({}), twin });
    expect(adapter?.sandbox).toBe(true);
  });

  it('is not offered in production without credentials (the card says « Bientôt disponible »)', () => {
    const config = loadConfig(stagingEnv);
    expect(config.production).toBe(true);
    expect(linkedinNetwork.create({ config, twin })).toBeNull();
  });

  it('is the real network once its credentials are set, in production too', () => {
    const config = loadConfig({
      ...stagingEnv,
      LINKEDIN_CLIENT_ID: 'li-client',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
    });
    const adapter = linkedinNetwork.create({ config, twin });
    expect(adapter?.sandbox).toBe(false);
    expect(
      new URL(adapter?.oauth.authUrl({ state: 's', redirectUri: 'https://p.example/cb' }) ?? '').host,
    ).toBe('www.linkedin.com');
  });

  it('never makes production refuse to start for want of LinkedIn variables, but wants them in pairs', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).not.toContain('LINKEDIN');
    expect(() => loadConfig({ LINKEDIN_CLIENT_ID: 'li-client' })).toThrow(/LINKEDIN_CLIENT_SECRET/);
    expect(() => loadConfig({ LINKEDIN_API_VERSION: '2025-10' })).toThrow(/LINKEDIN_API_VERSION/);
  });
});
