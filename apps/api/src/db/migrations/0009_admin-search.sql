-- Admin user search: `%…%` ILIKE on e-mail, first/last names and business name, answered from trigram
-- indexes instead of scanning every row (pg_trgm is trusted: the database owner may create it; PGlite loads it
-- from its contrib bundle). fastupdate off: PGlite has no autovacuum to flush a GIN pending list, which every
-- search would otherwise read through.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin ("email" gin_trgm_ops, "first_name" gin_trgm_ops, "last_name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_profiles_name_trgm_idx" ON "business_profiles"
  USING gin ("business_name" gin_trgm_ops) WITH (fastupdate = off);
