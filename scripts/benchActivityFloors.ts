// The bench's honest floors for the activity log reports (issue 37): the counts by day, person, entity
// and action of a range from the kept day totals (a creator's on activity_logs_created_idx, through its
// own actions and its records' entries), the newest entries by keyset, and the range's video totals on their time indexes.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_PEOPLE_CHOICES, ACTIVITY_REPORT_PAGE_ROWS } from '../shared/activityLog';
import type { Database } from '../server/platform/db/client';
import type { FloorPeople } from './benchHandFloors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type Range = { from: string; to: string };
const REPORT_ROWS = ACTIVITY_REPORT_PAGE_ROWS;

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
          select to_char(t.day, 'YYYY-MM-DD') as day, actor_id, entity, action, n::int as n
          from activity_day_totals t where ${days} and n > 0
          -- The table's day (a date, as the key's), not the text of the same name.
          order by t.day desc, t.n desc, t.entity, t.action, t.actor_id limit ${REPORT_ROWS + 1}) p`),
      db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, action, n::int as n from activity_day_action_totals
          where ${days} and n <> 0 order by day, action`),
    ]);
    return { result: { rows: rowsOf(rows), series: rowsOf(series) } };
  });
  // A creator's: the ids of its entries, each condition on its own index (its and its own team's
  // actions on the actor's, each kind of its records on the entity's), then counted.
  const creatorIds = (body: Range) => {
    const creator = people.creatorId ?? null;
    const records = (entity: string, ids: ReturnType<typeof sql>) =>
      sql`select id from activity_logs where entity = ${entity} and entity_id in (${ids}) and ${within(body)}`;
    return sql`
      select id from activity_logs where actor_id = ${creator} and ${within(body)}
      union select id from activity_logs where ${within(body)} and actor_id in (
        select m.member_id from team_members m where m.owner_id = ${creator} and m.member_id is not null
          and not exists (select 1 from team_members o where o.member_id = m.member_id and o.owner_id <> ${creator}))
      union select id from activity_logs where entity in ('users', 'creators') and entity_id = ${creator}
        and ${within(body)}
      union ${records('channels', sql`select id from channels where creator_id = ${creator}`)}
      union ${records('contracts', sql`select id from contracts where creator_id = ${creator}`)}
      union ${records('contact-us', sql`select id from contact_us_messages where creator_id = ${creator}`)}
      union ${records('inquiries', sql`select id from inquiries where creator_id = ${creator}`)}
      union ${records('team-members', sql`select id from team_members where owner_id = ${creator}`)}
      union ${records(
        'assets/manual-claiming',
        sql`select m.id from manual_claims m where m.channel_youtube_id in (
          select channel_id from channels where creator_id = ${creator} and status <> 3)`,
      )}`;
  };
  app.post('/floor/activity/report/creator', async (request) => {
    const ids = creatorIds(request.body as Range);
    return {
      result: rowsOf(await db.execute(counts(sql`(select * from activity_logs where id in (${ids})) x`))),
    };
  });
  // The filters' choices. Staff's people: the names in byte order (or their trigrams for a search),
  // each probed for an entry in the range on the actor's index; a creator's: its entries' actors.
  app.post('/floor/activity/people', async (request) => {
    const body = request.body as Range & { q: string };
    return {
      result: rowsOf(
        await db.execute(sql`select id, name from users u where lower(name) like ${`%${body.q}%`}
          and exists (select 1 from activity_logs l where l.actor_id = u.id and ${within(body)})
          order by lower(name) collate "C", id limit ${ACTIVITY_PEOPLE_CHOICES}`),
      ),
    };
  });
  app.post('/floor/activity/people/creator', async (request) => {
    const body = request.body as Range;
    return {
      result: rowsOf(
        await db.execute(sql`select id, name from users where id in (
            select actor_id from activity_logs where id in (${creatorIds(body)}))
          order by lower(name) collate "C", id limit ${ACTIVITY_PEOPLE_CHOICES}`),
      ),
    };
  });
  // Staff's record types: a skip along the entity index; a creator's: its entries' types.
  app.post('/floor/activity/entities', async () => ({
    result: rowsOf(
      await db.execute(sql`with recursive e(entity) as (
          (select entity from activity_logs order by entity limit 1)
          union all
          select (select entity from activity_logs where entity > e.entity order by entity limit 1)
          from e where e.entity is not null)
        select entity from e where entity is not null`),
    ),
  }));
  app.post('/floor/activity/entities/creator', async (request) => ({
    result: rowsOf(
      await db.execute(sql`select distinct entity from activity_logs
        where id in (${creatorIds(request.body as Range)}) order by 1`),
    ),
  }));
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
