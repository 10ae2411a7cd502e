import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../server/entities/activityLog/repository';
import { verifyChain } from '../../server/entities/activityLog/verify';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The chain's hand-written migration (server/platform/db/migrations/0048_activity_log_chain.sql, the custom
 * migration's text): its backfill chains the entries written before the chain existed, in their order
 * of writing, run here on rows put back as they were (no seq, no hashes).
 */
const STATEMENTS = fs
  .readFileSync(
    new URL('../../server/platform/db/migrations/0048_activity_log_chain.sql', import.meta.url),
    'utf8',
  )
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());
const BACKFILL = STATEMENTS.filter((statement) => statement.replace(/^--.*\n/gm, '').startsWith('do $$'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the activity log chain migration', () => {
  it('chains the entries written before it in their order of writing, and the trigger goes on from there', async () => {
    expect(BACKFILL).toHaveLength(1);
    // As before the chains (migration 0082): one, chain 0.
    await t.db.execute(sql`update activity_logs set chain = 0, seq = null, prev_hash = null, hash = null`);
    expect((await verifyChain(t.db)).broken?.reason).toBe('unchained');

    await t.db.execute(sql.raw(BACKFILL[0]!));

    const order = (
      (await t.db.execute(sql`select seq, created_at, id from activity_logs order by seq`)) as unknown as {
        rows: { seq: number; created_at: string; id: string }[];
      }
    ).rows;
    expect(order.length).toBeGreaterThan(0);
    const byTime = [...order].sort(
      (a, b) =>
        new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id),
    );
    expect(order.map((row) => row.id)).toEqual(byTime.map((row) => row.id));
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, checked: order.length });

    const [admin] = (
      (await t.db.execute(sql`select id from users where email = 'admin@example.com'`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await recordActivity(
      t.db,
      { userId: admin!.id },
      { action: 'update', entity: 'users', entityId: admin!.id },
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, checked: order.length + 1 });
  });
});
