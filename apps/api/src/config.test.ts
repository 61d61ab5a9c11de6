import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { productionBaseEnv, stagingEnv } from './test/production-env';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, mode: 'embedded', BRAND_NAME: 'Plume' });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.allowedOrigins).toContain('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('switches to PostgreSQL and production rules with DATABASE_URL', () => {
    const config = loadConfig({
      ...stagingEnv,
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://db/plume',
    });
    expect(config).toMatchObject({ mode: 'production', production: true });
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://nope',
        JWT_SECRET: 'court',
        ADMIN_EMAIL: 'admin@exemple.fr',
        CORS_ORIGINS: 'pas une url',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_PASSWORD', 'CORS_ORIGINS']) {
      expect(problems).toContain(name);
    }
  });

  it('requires a shared JWT secret for production processes on PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/plume' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('requires SMTP_URL in production on PostgreSQL, and MAIL_FROM with it', () => {
    const production = {
      ...productionBaseEnv,
      DEMO_PROVIDERS: 'payments,social,storage,stock,llm',
      DATABASE_URL: 'postgres://u@db/plume',
    };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: obligatoire en production/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://u:p@mail.exemple.fr:587' })).toThrow(
      /MAIL_FROM: obligatoire avec SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.exemple.fr' })).toThrow(
      /SMTP_URL: doit être une URL smtp/,
    );
    const config = loadConfig({
      ...production,
      SMTP_URL: 'smtps://u:p@mail.exemple.fr:465',
      MAIL_FROM: 'Plume <bonjour@exemple.fr>',
    });
    expect(config.SMTP_URL).toBe('smtps://u:p@mail.exemple.fr:465');
  });

  it('adds PUBLIC_URL and CORS_ORIGINS to the allowed origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://app.exemple.fr/',
      CORS_ORIGINS: 'https://a.fr, https://b.fr',
    });
    expect(config.allowedOrigins).toEqual(
      expect.arrayContaining(['https://app.exemple.fr', 'https://a.fr', 'https://b.fr']),
    );
  });
});
