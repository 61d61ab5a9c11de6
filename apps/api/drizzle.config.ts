import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
