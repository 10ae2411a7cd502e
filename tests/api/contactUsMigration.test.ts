import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Migration 0042 gives messages written before threads existed their creator, last activity and a
 * thread status before creator_id becomes required: its hand-written part, run here on rows put back
 * as they were (creator unknown, the old 'deleted' status 3).
 */
const MIGRATION = fs.readFileSync(
  new URL('../../server/platform/db/migrations/0042_contact_us_threads.sql', import.meta.url),
  'utf8',
);
const BACKFILL = MIGRATION.split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) =>
    /^UPDATE "contact_us_messages"|SET NOT NULL;?$/.test(statement.replace(/^--.*\n/gm, '')),
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migration 0042: Contact Us threads', () => {
  it('names the creator a message was written for, keeps when it was written, and closes deleted ones', async () => {
    expect(BACKFILL).toHaveLength(2);
    const [creator] = await rows<{ id: string }>(
      sql`select id from users where email = 'creator@example.com'`,
    );
    const [member] = await rows<{ id: string }>(
      sql`select id from users where email = 'creatorteam@example.com'`,
    );
    const written = '2024-03-01T10:00:00.000Z';
    const inserted = await rows<{ id: string }>(sql`
      insert into contact_us_messages (sender_id, creator_id, subject, message, status, created_at)
      values (${creator!.id}, ${creator!.id}, 'Old read', 'Text', 1, ${written}),
             (${member!.id}, ${creator!.id}, 'Old deleted', 'Text', 3, ${written})
      returning id`);
    const ids = inserted.map((row) => row.id);
    await t.db.execute(sql`alter table contact_us_messages alter column creator_id drop not null`);
    await t.db.execute(sql`update contact_us_messages set creator_id = null where id in ${ids}`);

    for (const statement of BACKFILL) await t.db.execute(sql.raw(statement));

    const after = await rows<{ subject: string; creator_id: string; status: number; last_at: Date | string }>(
      sql`select subject, creator_id, status, last_at from contact_us_messages where id in ${ids} order by subject`,
    );
    expect(after.map(({ subject, creator_id, status }) => ({ subject, creator_id, status }))).toEqual([
      { subject: 'Old deleted', creator_id: creator!.id, status: 2 },
      { subject: 'Old read', creator_id: creator!.id, status: 1 },
    ]);
    expect(after.map((row) => new Date(row.last_at).toISOString())).toEqual([written, written]);
    const [column] = await rows<{ is_nullable: string }>(sql`
      select is_nullable from information_schema.columns
      where table_name = 'contact_us_messages' and column_name = 'creator_id'`);
    expect(column!.is_nullable).toBe('NO');
  });
});
