/**
 * The database of a benchmark: PostgreSQL when `url` is given, otherwise (no setting) the embedded PGlite. The
 * other settings production requires come from the staging environment every benchmark starts with.
 */
export function postgresBenchEnv(url: string | undefined): Record<string, string> {
  return url ? { DATABASE_URL: url } : {};
}
