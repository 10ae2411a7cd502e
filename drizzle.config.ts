import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each entity's table.ts, found by the convention: no barrel to keep in step.
  schema: './server/*/table.ts',
  out: './server/db/migrations',
});
