import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

// The PostgreSQL pass (CI's second API run): the app's own connections' settings.
describe.skipIf(!process.env.DATABASE_URL)("the app's PostgreSQL connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('run without JIT (its compile cost more than the reports it would speed up)', async () => {
    const result = (await t.db.execute(sql`show jit`)) as unknown as { rows: Array<{ jit: string }> };
    expect(result.rows[0]!.jit).toBe('off');
  });

  it('count days and months in UTC, as PGlite does', async () => {
    const result = (await t.db.execute(sql`show timezone`)) as unknown as {
      rows: Array<{ TimeZone: string }>;
    };
    expect(result.rows[0]!.TimeZone).toBe('UTC');
  });
});
