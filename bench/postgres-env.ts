/**
 * The settings production requires beside DATABASE_URL, for measuring on PostgreSQL (none when `url` is unset,
 * so the embedded PGlite is measured). Throwaway values: no e-mail is sent and nothing outlives the run.
 */
export function postgresBenchEnv(url: string | undefined): Record<string, string> {
  if (!url) return {};
  return {
    DATABASE_URL: url,
    JWT_SECRET: 'secret-de-mesure-suffisamment-long-0123456789',
    ENCRYPTION_KEY: 'cle-de-mesure-suffisamment-longue-0123456789',
    MEDIA_SECRET: 'media-de-mesure-suffisamment-long-0123456789',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Plume <mesure@exemple.fr>',
  };
}
