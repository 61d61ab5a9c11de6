import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: trigram indexes for the admin user search).
 * Every PGlite instance opening Plume's data must load them, including test snapshots.
 */
export const pgliteExtensions = { pg_trgm };
