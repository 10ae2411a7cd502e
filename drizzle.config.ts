import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each platform part's and entity's table.ts, found by the convention, and the tables derived from declarations.
  schema: ['./server/**/table.ts', './server/platform/db/declaredTables.ts'],
  out: './server/platform/db/migrations',
});
