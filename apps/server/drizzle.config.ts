import { defineConfig } from 'drizzle-kit';

// One schema and one migration set for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
