import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { legalVariables } from './config-production';
import { productionBaseEnv, stagingEnv } from './test/production-env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const providerVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'META_APP_ID',
  'META_APP_SECRET',
  'INSTAGRAM_APP_ID',
  'INSTAGRAM_APP_SECRET',
  'SMTP_URL',
  'S3_BUCKET',
  'PIXABAY_API_KEY',
  'LLM_BASE_URL',
];

const realProviders = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  META_APP_ID: '1',
  META_APP_SECRET: 's',
  INSTAGRAM_APP_ID: '2',
  INSTAGRAM_APP_SECRET: 't',
  SMTP_URL: 'smtp://u:p@mail.exemple.fr:587',
  MAIL_FROM: 'Plume <bonjour@exemple.fr>',
  S3_BUCKET: 'plume-media',
  PIXABAY_API_KEY: 'px',
  LLM_BASE_URL: 'https://llm.exemple.fr/v1',
};

describe('production refuses to start unsafe', () => {
  it('names every missing variable at once: secrets, address, legal details, each provider', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    const text = problems.join('\n');
    for (const name of [
      'JWT_SECRET',
      'MEDIA_SECRET',
      'ENCRYPTION_KEY',
      'PUBLIC_URL',
      ...legalVariables,
      ...providerVariables,
    ]) {
      expect(text).toContain(name);
    }
    // One line per subject, each saying how to keep the demonstration instead.
    expect(problems.find((line) => line.startsWith('STRIPE_SECRET_KEY'))).toMatch(
      /offre les abonnements.*« payments » à DEMO_PROVIDERS/,
    );
    expect(problems.find((line) => line.startsWith('META_APP_ID'))).toMatch(/bac à sable/);
  });

  it('treats any start on PostgreSQL as production, unless PLUME_DEVELOPMENT=true says otherwise', () => {
    const postgres = { DATABASE_URL: 'postgres://u@db/plume' };
    expect(problemsOf(postgres).join('\n')).toMatch(/JWT_SECRET: obligatoire en production/);
    const development = loadConfig({ ...postgres, PLUME_DEVELOPMENT: 'true' });
    expect(development).toMatchObject({ production: false, mode: 'production' });
    expect(problemsOf({ NODE_ENV: 'production', PLUME_DEVELOPMENT: 'true' })).toContain(
      'PLUME_DEVELOPMENT: incompatible avec NODE_ENV=production',
    );
  });

  it('lets a staging operator keep demonstration providers by listing them', () => {
    const staging = loadConfig(stagingEnv);
    expect(staging.production).toBe(true);
    expect(staging.demoProviders).toEqual(['payments', 'social', 'mail', 'storage', 'stock', 'llm']);

    const partly = problemsOf({ ...productionBaseEnv, DEMO_PROVIDERS: 'payments, mail,stock' });
    const text = partly.join('\n');
    expect(text).not.toMatch(/STRIPE|SMTP_URL|PIXABAY/);
    expect(text).toMatch(
      /META_APP_ID, META_APP_SECRET, INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET: obligatoires/,
    );
    expect(text).toMatch(/S3_BUCKET: obligatoire en production/);
    expect(text).toMatch(/LLM_BASE_URL: obligatoire en production/);

    expect(problemsOf({ ...stagingEnv, DEMO_PROVIDERS: 'payments,fax' })).toContainEqual(
      expect.stringMatching(/^DEMO_PROVIDERS: inconnu\(s\) : fax/),
    );
  });

  it('starts with every provider configured, and no demonstration left', () => {
    const config = loadConfig({ ...productionBaseEnv, ...realProviders });
    expect(config.production).toBe(true);
    expect(config.demoProviders).toEqual([]);
    // A provider with its credentials is real even when listed.
    expect(loadConfig({ ...stagingEnv, ...realProviders }).demoProviders).toEqual([]);
  });

  it('keeps the embedded demonstration outside production, every provider a demo', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.demoProviders).toHaveLength(6);
  });
});

describe('process roles', () => {
  const postgres = { ...stagingEnv, DATABASE_URL: 'postgres://u@db/plume' };

  it('runs both by default, and JOBS_ENABLED=false still means web only', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...postgres, JOBS_ENABLED: 'false' }).role).toBe('web');
    expect(loadConfig({ ...postgres, PLUME_ROLE: 'worker' }).role).toBe('worker');
  });

  it('refuses a split role on the embedded database, and contradictory settings', () => {
    expect(problemsOf({ PLUME_ROLE: 'web' }).join('\n')).toMatch(/PLUME_ROLE: .*exige DATABASE_URL/);
    expect(problemsOf({ ...postgres, PLUME_ROLE: 'worker', JOBS_ENABLED: 'false' })).toContain(
      'JOBS_ENABLED: false contredit PLUME_ROLE=worker',
    );
    expect(problemsOf({ PLUME_ROLE: 'tout' }).join('\n')).toMatch(/PLUME_ROLE/);
  });
});
