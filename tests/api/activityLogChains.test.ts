import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../server/entities/activityLog/verify';
import { rowsOf } from '../../server/platform/db/rows';
import { createTestApp, type TestApp } from '../support/testApp';

const onPostgres = !!process.env.DATABASE_URL;

/**
 * The activity log's chains (migrations 0082, 0084): on PostgreSQL, writers on other sessions (each
 * with its own write slot) neither wait for one another's chain nor for a day's total row, and the
 * check still names an entry removed from the middle of one chain.
 */
describe.runIf(onPostgres)('the activity log on concurrent sessions', () => {
  let t: TestApp;
  const clients: pg.Client[] = [];
  let admin = '';

  beforeAll(async () => {
    t = await createTestApp({ noWorker: true });
    admin = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where email = 'admin@example.com'`),
    )[0]!.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await t?.close();
  });

  /** Two sessions of the test's database, each claiming its write slot as the app's pool does. */
  async function twoSessions(): Promise<[pg.Client, pg.Client]> {
    const [database] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database!.name}`;
    const slots: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      clients.push(client);
      const { rows } = await client.query<{ slot: number }>('select claim_write_slot() as slot');
      // Claimed once per session: asked again, the same.
      expect((await client.query('select claim_write_slot() as slot')).rows).toEqual(rows);
      slots.push(rows[0]!.slot);
    }
    // No other session holds a claimed slot.
    expect(slots[0]).not.toBeNull();
    expect(slots[1]).not.toBe(slots[0]);
    return [clients[0]!, clients[1]!];
  }

  const write = (client: pg.Client) =>
    client.query<{ id: string; chain: number; seq: string }>(
      `insert into activity_logs (actor_id, action, entity, entity_id) values ($1, 'update', 'users', $1)
       returning id, chain, seq`,
      [admin],
    );

  it('lets a second session write while the first has not committed, each on its own chain', async () => {
    const [first, second] = await twoSessions();
    await first.query('begin');
    const held = (await write(first)).rows[0]!;
    // The same person, record type and action today: one chain lock and one day row, before.
    await second.query("set lock_timeout = '2s'");
    const [written] = (await write(second)).rows;
    expect(written!.chain).not.toBe(held.chain);
    await first.query('commit');
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, broken: null });

    // Three more on the second's chain; the middle one removed behind the app's back.
    const more = [];
    for (let i = 0; i < 3; i += 1) more.push((await write(second)).rows[0]!);
    await second.query('delete from activity_logs where id = $1', [more[1]!.id]);
    expect(await verifyChain(t.db)).toMatchObject({
      ok: false,
      broken: { id: more[2]!.id, chain: written!.chain, seq: Number(more[2]!.seq), reason: 'missing' },
    });
  });
});
