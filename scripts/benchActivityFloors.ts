// The bench's honest floors for the activity log reports (issue 37): the counts by day, person, entity
// and action of a range from the kept day totals (a creator's on activity_logs_created_idx, through its
// own actions and its records' entries), the newest entries by keyset, and the range's video totals on their time indexes.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/platform/db/client';
import type { FloorPeople } from './benchHandFloors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type Range = { from: string; to: string };
const REPORT_ROWS = 500;

export function mountActivityFloors(app: FastifyInstance, db: Database, people: FloorPeople) {
  const within = (body: Range) => sql`created_at >= ${body.from}::date and created_at < ${body.to}::date + 1`;
  const counts = (from: ReturnType<typeof sql>) => sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, actor_id, entity, action, count(*)::int as n
    from ${from} group by 1, 2, 3, 4 order by 1 desc, 5 desc limit ${REPORT_ROWS + 1}`;
  // Staff's: the range's kept counts per day, person, entity and action (activity_day_totals), and the
  // chart's kept per day and action (activity_day_action_totals).
  app.post('/floor/activity/report', async (request) => {
    const body = request.body as Range;
    const days = sql`day between ${body.from}::date and ${body.to}::date`;
    const [rows, series] = await Promise.all([
      db.execute(sql`select p.*, (select u.name from users u where u.id = p.actor_id) as actor_name from (
          select to_char(day, 'YYYY-MM-DD') as day, actor_id, entity, action, n::int as n
          from activity_day_totals where ${days} and n > 0
          order by day desc, n desc, entity, action, actor_id limit ${REPORT_ROWS + 1}) p`),
      db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, action, n::int as n from activity_day_action_totals
          where ${days} and n <> 0 order by day, action`),
    ]);
    return { result: { rows: rowsOf(rows), series: rowsOf(series) } };
  });
  app.post('/floor/activity/report/creator', async (request) => {
    const body = request.body as Range;
    const creator = people.creatorId ?? null;
    const own = sql`(
      select * from activity_logs where actor_id = ${creator} and ${within(body)}
      union
      select * from activity_logs where ${within(body)} and entity_id in (
        select id from channels where creator_id = ${creator}
        union all select id from contracts where creator_id = ${creator}
        union all select id from contact_us_messages where creator_id = ${creator}
        union all select ${creator}::uuid)) x`;
    return { result: rowsOf(await db.execute(counts(own))) };
  });
  app.post('/floor/activity/entries', async (request) => {
    const body = request.body as Range & { limit?: number };
    return {
      result: rowsOf(
        await db.execute(sql`select * from activity_logs where ${within(body)}
          order by created_at desc, id desc limit ${(body.limit ?? 25) + 1}`),
      ),
    };
  });
  // Staff's video totals: the range's days of the kept day totals (day_totals).
  app.post('/floor/activity/videos', async (request) => {
    const body = request.body as Range;
    const [row] = rowsOf(
      await db.execute(sql`select
        coalesce(sum(n) filter (where kind = 'videos_synced'), 0)::int as synced,
        coalesce(sum(n) filter (where kind = 'claims_filed'), 0)::int as claimed,
        coalesce(sum(n) filter (where kind = 'takedowns_removed'), 0)::int as taken_down
        from day_totals where kind in ('videos_synced', 'claims_filed', 'takedowns_removed')
          and day between ${body.from}::date and ${body.to}::date`),
    );
    return { result: row };
  });
}
