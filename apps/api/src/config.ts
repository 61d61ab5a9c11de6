import { z } from 'zod';
import './lib/zod-french';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoProvidersIn, isProduction, productionProblems, type DemoProvider } from './config-production';
import { databaseConfig } from './db/database.config';
import { llmConfig } from './integrations/llm/llm.config';
import { mailConfig } from './integrations/mail/mail.config';
import { stripeConfig } from './integrations/payments/stripe.config';
import { pixabayConfig } from './integrations/stock-images/pixabay.config';
import { storageConfig } from './integrations/storage/storage.config';
import {
  booleanFlag,
  defineConfigPart,
  optionalString,
  present,
  type ConfigPart,
  type ConfigSlice,
  type UnionToIntersection,
} from './lib/config-part';
import { secretsConfig } from './lib/secrets.config';
import { analysisConfig } from './modules/analysis/analysis.config';
import { authConfig } from './modules/auth/auth.config';
import { legalConfig } from './modules/legal/legal.config';
import { libraryConfig } from './modules/library/library.config';
import { postsConfig } from './modules/posts/posts.config';
import { publishingConfig } from './modules/publishing/publishing.config';
import { networkConfigParts } from './networks/networks.config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The process itself: what it serves and where, how it logs, its role, its public address and the brand. */
export const processConfig = defineConfigPart({
  variables: z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** JSON lines for log collectors; `pretty` for a terminal (the default outside production on a terminal). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** What this process does: `web` serves HTTP and sends jobs, `worker` runs jobs, `all` both. */
    PLUME_ROLE: z.enum(['all', 'web', 'worker']).optional(),
    /** A developer's machine on PostgreSQL: generated secrets and demonstration providers stay allowed. */
    PLUME_DEVELOPMENT: booleanFlag,
    /** Production only: the providers kept as their demonstration twin (config-production.ts). */
    DEMO_PROVIDERS: optionalString,
    DATA_DIR: z.string().min(1).default('./data'),
    /** The worker role's own listener (health, readiness, metrics), on HOST; 0 picks a free port. */
    WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    /** Enables GET /api/metrics (Prometheus), answered only with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'doit contenir au moins 16 caractères').optional()),
    PUBLIC_URL: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
    CORS_ORIGINS: optionalString,
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: booleanFlag,
    // The OpenAPI pages: off in production unless enabled.
    API_DOCS_ENABLED: z.enum(['true', 'false']).optional(),
    JOBS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    BRAND_NAME: z.string().min(1).default('Plume'),
  }),
  checks: (source) => {
    const problems: string[] = [];
    const role = source.PLUME_ROLE?.trim();
    if (role && role !== 'all' && !present(source, 'DATABASE_URL')) {
      problems.push(
        `PLUME_ROLE: le rôle ${role} partage le travail avec d'autres processus, il exige DATABASE_URL (PostgreSQL)`,
      );
    }
    if (role === 'worker' && source.JOBS_ENABLED === 'false') {
      problems.push('JOBS_ENABLED: false contredit PLUME_ROLE=worker');
    }
    for (const origin of (source.CORS_ORIGINS ?? '').split(',').filter((o) => o.trim())) {
      if (!URL.canParse(origin.trim())) problems.push(`CORS_ORIGINS: origine invalide : ${origin.trim()}`);
    }
    return problems;
  },
});

/**
 * Every part of the configuration, one line each. A module, an integration or a network declares its variables
 * in its own `<name>.config.ts`; its factory receives only its slice (`sliceOf`).
 */
const configParts = [
  processConfig,
  databaseConfig,
  secretsConfig,
  authConfig,
  analysisConfig,
  llmConfig,
  postsConfig,
  ...networkConfigParts,
  stripeConfig,
  legalConfig,
  libraryConfig,
  storageConfig,
  pixabayConfig,
  mailConfig,
  publishingConfig,
] as const;

type MergedShape = UnionToIntersection<(typeof configParts)[number]['variables']['shape']>;

/** The parts' variables in one shape; a variable declared by two parts would silently lose one of them. */
function mergeShapes(parts: readonly ConfigPart[]): MergedShape {
  const shape: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, field] of Object.entries(part.variables.shape)) {
      if (name in shape) throw new Error(`${name} est déclarée par deux parties de la configuration`);
      shape[name] = field;
    }
  }
  return shape as MergedShape;
}

/** Every variable of every part in one schema: one parse, so one message lists every bad variable. */
export const envSchema = z.object(mergeShapes(configParts));

export type Env = z.infer<typeof envSchema>;

export type AppConfig = Readonly<
  Env & {
    /** The database: PGlite in DATA_DIR, or PostgreSQL. */
    mode: 'embedded' | 'production';
    /** Production rules apply (config-production.ts): nothing generated, demo providers only when listed. */
    production: boolean;
    role: 'all' | 'web' | 'worker';
    /** The providers running as their demonstration twin. */
    demoProviders: readonly DemoProvider[];
    dataDir: string;
    allowedOrigins: readonly string[];
  }
>;

/** One part's values out of the whole configuration: what a module's factory receives instead of AppConfig. */
export function sliceOf<Part extends ConfigPart>(config: AppConfig, part: Part): ConfigSlice<Part> {
  const values = config as Readonly<Record<string, unknown>>;
  const names = Object.keys(part.variables.shape);
  return Object.freeze(Object.fromEntries(names.map((name) => [name, values[name]]))) as ConfigSlice<Part>;
}

/** Several parts' values in one object (the networks' parts, for instance). */
export function slicesOf<Parts extends readonly ConfigPart[]>(
  config: AppConfig,
  parts: Parts,
): UnionToIntersection<ConfigSlice<Parts[number]>> {
  return Object.assign({}, ...parts.map((part) => sliceOf(config, part))) as UnionToIntersection<
    ConfigSlice<Parts[number]>
  >;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The only reader of process.env: parses everything once and lists every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...configParts.flatMap((part) => part.checks?.(source) ?? []),
    ...productionProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const origins = new Set<string>();
  const port = env.PORT || 3000;
  origins.add(`http://localhost:${port}`);
  origins.add(`http://127.0.0.1:${port}`);
  if (env.PUBLIC_URL) origins.add(new URL(env.PUBLIC_URL).origin);
  for (const origin of (env.CORS_ORIGINS ?? '').split(',')) {
    if (origin.trim()) origins.add(new URL(origin.trim()).origin);
  }
  return Object.freeze({
    ...env,
    mode: env.DATABASE_URL ? 'production' : 'embedded',
    production: isProduction(source),
    // JOBS_ENABLED=false predates the roles: it meant what `web` means.
    role: env.PLUME_ROLE ?? (env.JOBS_ENABLED ? 'all' : 'web'),
    demoProviders: Object.freeze(demoProvidersIn(source)),
    dataDir,
    allowedOrigins: Object.freeze([...origins]),
  });
}
