import { z } from 'zod';
import './lib/zod-french';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoProvidersIn, isProduction, productionProblems, type DemoProvider } from './config-production';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
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
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' }).optional(),
  ),
  /** PostgreSQL connections of this process's pool (requests and services). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL connections of the job engine, apart from the pool above. */
  JOBS_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  /** The worker role's own listener (health, readiness, metrics), on HOST; 0 picks a free port. */
  WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Enables GET /api/metrics (Prometheus), answered only with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'doit contenir au moins 16 caractères').optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
  CORS_ORIGINS: optionalString,
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: booleanFlag,
  // Security: account creations per IP and window; the OpenAPI pages (off in production unless enabled).
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  REGISTER_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  API_DOCS_ENABLED: z.enum(['true', 'false']).optional(),
  USER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'doit être une adresse e-mail' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'doit contenir au moins 8 caractères').optional()),
  BRAND_NAME: z.string().min(1).default('Plume'),
  ANALYSIS_ALLOW_PRIVATE_NETWORKS: booleanFlag,
  ANALYSIS_ALLOWED_PORTS: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}(,\d{1,5})*$/, 'liste de ports séparés par des virgules')
      .optional()
      .transform((value) => (value ? value.split(',').map(Number) : [])),
  ),
  ANALYSIS_MAX_PAGES: z.coerce.number().int().min(1).max(200).default(30),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(90).default(90),
  LLM_BASE_URL: optionalString
    .pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional())
    .describe(
      'URL de base d’un point d’accès compatible OpenAI (https://api.openai.com/v1, un Ollama local http://127.0.0.1:11434/v1…) ; absente : le rédacteur intégré',
    ),
  LLM_API_KEY: optionalString.describe(
    'Clé de ce point d’accès (n’importe quelle valeur pour un Ollama local)',
  ),
  LLM_MODEL: z
    .string()
    .min(1)
    .default('gpt-4o-mini')
    .describe('Modèle demandé (gpt-4o-mini, mistral-small-latest, llama3.1:8b avec Ollama…)'),
  LLM_WRITER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(3)
    .describe('Posts rédigés en parallèle par l’IA (1 pour un modèle local)'),
  POSTS_INSTAGRAM_HASHTAG_CAP: z.coerce.number().int().min(0).max(30).default(5),
  ENCRYPTION_KEY: optionalString.pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),
  META_APP_ID: optionalString,
  META_APP_SECRET: optionalString,
  INSTAGRAM_APP_ID: optionalString,
  INSTAGRAM_APP_SECRET: optionalString,
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'doit ressembler à v25.0')
    .default('v25.0'),
  // Overridable so the real clients can be tested against a local fake server.
  META_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  META_GRAPH_VIDEO_URL: z.url().default('https://graph-video.facebook.com'),
  INSTAGRAM_API_URL: z.url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
  // LinkedIn (networks/linkedin): without credentials, its twin in embedded mode, 'Bientôt disponible' in production.
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ORGANIZATIONS: booleanFlag,
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'doit ressembler à 202510 (AAAAMM)')
    .default('202510'),
  LINKEDIN_AUTH_URL: z.url().default('https://www.linkedin.com'),
  LINKEDIN_API_URL: z.url().default('https://api.linkedin.com'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
  LEGAL_PUBLISHER_NAME: optionalString,
  LEGAL_PUBLISHER_STATUS: optionalString,
  LEGAL_SIRET: optionalString,
  LEGAL_ADDRESS: optionalString,
  LEGAL_REGISTRY_CITY: optionalString,
  LEGAL_DIRECTOR: optionalString,
  LEGAL_CONTACT_EMAIL: optionalString,
  LEGAL_HOST_NAME: optionalString,
  LEGAL_HOST_ADDRESS: optionalString,
  MEDIA_SECRET: optionalString.pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),
  MEDIA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  MEDIA_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(20),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().positive().max(2000).default(200),
  LIBRARY_MAX_ITEMS: z.coerce.number().int().min(1).default(500),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  PIXABAY_API_KEY: optionalString,
  PIXABAY_BASE_URL: z.url({ error: 'doit être une URL http(s)://…' }).default('https://pixabay.com/api/'),
  PIXABAY_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://… ou smtps://…' }).optional(),
  ),
  MAIL_FROM: optionalString,
  PUBLISH_CONCURRENCY_FACEBOOK: z.coerce.number().int().min(1).max(200).default(100),
  PUBLISH_CONCURRENCY_INSTAGRAM: z.coerce.number().int().min(1).max(200).default(50),
  PUBLISH_CONCURRENCY_LINKEDIN: z.coerce.number().int().min(1).max(200).default(50),
  INSTAGRAM_DAILY_QUOTA: z.coerce.number().int().min(1).max(1000).default(50),
  PUBLISH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(7),
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PUBLISH_NOW_WAIT_SECONDS: z.coerce.number().min(0).max(30).default(6),
  // Publishing leases: an attempt's lease lasts this long and is renewed every third of it while the network
  // call runs; an expired lease is taken over by another working process (checked every half lease).
  PUBLISH_LEASE_SECONDS: z.coerce.number().int().min(3).max(90).default(30),
});

/** Rules across variables, checked on the raw values so they are listed with the other problems. */
function crossChecks(source: NodeJS.ProcessEnv): string[] {
  const present = (name: string) => Boolean(source[name]?.trim());
  const problems: string[] = [];
  if (present('ADMIN_EMAIL') !== present('ADMIN_PASSWORD')) {
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL et ADMIN_PASSWORD doivent être définis ensemble');
  }
  for (const [id, secret] of [
    ['META_APP_ID', 'META_APP_SECRET'],
    ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
    ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  ] as const) {
    if (present(id) !== present(secret))
      problems.push(`${secret}: ${id} et ${secret} doivent être définis ensemble`);
  }
  if (present('STRIPE_SECRET_KEY') !== present('STRIPE_WEBHOOK_SECRET')) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET doivent être définis ensemble',
    );
  }
  if (present('S3_BUCKET') && present('S3_ACCESS_KEY_ID') !== present('S3_SECRET_ACCESS_KEY')) {
    problems.push(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY doivent être définis ensemble',
    );
  }
  if (present('SMTP_URL') && !present('MAIL_FROM')) {
    problems.push(
      'MAIL_FROM: obligatoire avec SMTP_URL (expéditeur des e-mails, ex. Plume <bonjour@exemple.fr>)',
    );
  }
  const role = source.PLUME_ROLE?.trim();
  if (role && role !== 'all' && !present('DATABASE_URL')) {
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
}

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
    ...crossChecks(source),
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
