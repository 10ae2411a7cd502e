// The bench's honest floors for issue 35's calls (claims and takedowns): each the plan a careful
// engineer would write by hand for the same answer (the same page of the same rows and the exact
// total), on the table's best index, in plain SQL, calling none of the app's list code. Mounted on the
// floor server (scripts/benchFloor.ts) beside scripts/benchHandFloors.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/platform/db/client';
import { containsPattern, pageOf, prefixPattern, type FloorBody, type FloorPeople } from './benchHandFloors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** A page and its exact total, read side by side (two plans, each on its own index). */
async function pageAndCount(db: Database, page: SQL, count: SQL) {
  const [rows, [counted]] = await Promise.all([
    db.execute(page).then(rowsOf<Record<string, unknown>>),
    db.execute(count).then(rowsOf<{ total: number }>),
  ]);
  return { result: { data: rows, total: counted?.total ?? 0 } };
}

const userName = (column: string) => sql.raw(`(select u.name from users u where u.id = m.${column})`);

/** A claim's answer, as the lists give it; the names and the asset's title for the page's rows only. */
const claimColumns = sql`m.id as _id, m.video_id, m.video_title,
  'https://www.youtube.com/watch?v=' || m.video_id as video_url, m.thumbnail_url,
  m.channel_youtube_id as channel_id, m.channel_title, m.asset_id,
  (select a.title from assets a where a.id = m.asset_id) as asset_title,
  m.rights_holder_id, coalesce(${userName('rights_holder_id')}, '') as rights_holder_name,
  m.filed_by, ${userName('filed_by')} as filed_by_name, m.segments, m.content_type, m.policy,
  m.territory_rule, m.territories, m.status, m.override_reason, m.override_agreement_id, m.dispute_reason,
  m.disputed_at, m.dispute_due_at, m.upheld_at, m.appeal_reason, m.appealed_at, m.appeal_due_at, m.due_at,
  m.released_at, m.youtube_sent_at is not null as sent_to_youtube, m.youtube_sent_at, m.youtube_claim_id,
  m.youtube_error, m.created_at, m.updated_at`;

/** A takedown's answer, as the list gives it. */
const takedownColumns = sql`m.id as _id, m.status, m.rights_holder_id as rights_holder,
  ${userName('rights_holder_id')} as rights_holder_name, m.filed_by, ${userName('filed_by')} as filed_by_name,
  m.asset_id as asset, (select a.title from assets a where a.id = m.asset_id) as asset_title,
  m.monitored_channel_id as monitored_channel,
  (select c.title from monitored_channels c where c.id = m.monitored_channel_id) as monitored_channel_title,
  m.manual_claim_id as manual_claim, m.video_ids,
  array(select 'https://www.youtube.com/watch?v=' || v from unnest(m.video_ids) as v) as video_urls,
  m.owner_name, m.owner_address, m.owner_phone, m.owner_email, m.good_faith, m.accuracy, m.signature,
  m.scheduled, m.submitted_at, m.removed_at, m.counter_notified_at, m.restore_by_at, m.court_action_at,
  m.court_action_note, m.due_at, m.due_kind, m.created_at, m.updated_at`;

export function mountEnforcementFloors(app: FastifyInstance, db: Database, people: FloorPeople) {
  // Claims newest first on (created_at, id), or on (status, created_at, id) for one state; a
  // rights holder's on (rights_holder_id, status, created_at, id); a creator's through its channels'
  // YouTube ids on (channel_youtube_id, created_at, id). Deleted ones never listed.
  const claimPage = (body: FloorBody, scope: SQL[]) => {
    const { limit, offset } = pageOf(body);
    const conditions = [...scope];
    const status = body.filter?.status;
    conditions.push(typeof status === 'number' ? sql`m.status = ${status}` : sql`m.status <> 3`);
    const search = body.search?.trim();
    if (search) {
      conditions.push(sql`(lower(m.video_title) like ${containsPattern(search)}
        or lower(m.channel_title) like ${containsPattern(search)} or m.video_id like ${prefixPattern(search)})`);
    }
    return pageAndCount(
      db,
      sql`select ${claimColumns} from manual_claims m ${where(conditions)}
        order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
      // Staff's total, unsearched, from the counts kept per status; any other is counted on its index.
      scope.length === 0 && !search
        ? sql`select coalesce(sum(n), 0)::int as total from claim_status_totals
            where ${typeof status === 'number' ? sql`status = ${status}` : sql`status <> 3`}`
        : sql`select count(*)::int as total from manual_claims m ${where(conditions)}`,
    );
  };
  app.post('/floor/claims', async (request) => claimPage(request.body as FloorBody, []));
  app.post('/floor/claims-owner', async (request) =>
    claimPage(request.body as FloorBody, [sql`m.rights_holder_id = ${people.ownerId!}`]),
  );
  app.post('/floor/claims-creator', async (request) =>
    claimPage(request.body as FloorBody, [
      sql`m.channel_youtube_id in (select c.channel_id from channels c
        where c.creator_id = ${people.creatorId!} and c.status <> 3)`,
    ]),
  );
  app.get('/floor/claim-count', async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select coalesce(sum(n), 0)::int as n from claim_status_totals where status = 1`),
    );
    return { result: row?.n ?? 0 };
  });

  // Takedowns newest first on (created_at, id); those due this week on the partial (due_at, id) index.
  const takedownConditions = (body: FloorBody) =>
    body.filter?.due_this_week
      ? [sql`m.due_at is not null and m.due_at < now() + interval '7 days'`, sql`m.status <> 3`]
      : [sql`m.status <> 3`];
  // The total: the notices kept per status (takedown_status_totals) unless the due ones are asked.
  const takedownTotal = (body: FloorBody) =>
    body.filter?.due_this_week
      ? sql`select count(*)::int as total from copyright_takedowns m ${where(takedownConditions(body))}`
      : sql`select coalesce(sum(n), 0)::int as total from takedown_status_totals where status <> 3`;
  app.post('/floor/takedowns', async (request) => {
    const body = request.body as FloorBody;
    const { limit, offset } = pageOf(body);
    const conditions = takedownConditions(body);
    return pageAndCount(
      db,
      sql`select ${takedownColumns} from copyright_takedowns m ${where(conditions)}
        order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
      takedownTotal(body),
    );
  });
  app.post('/floor/takedown-count', async (request) => {
    const [row] = rowsOf<{ total: number }>(await db.execute(takedownTotal(request.body as FloorBody)));
    return { result: row?.total ?? 0 };
  });
  // One monitored channel's takedowns (newest first) and its strikes of the last 90 days.
  app.get('/floor/channel-takedowns/:id', async (request) => {
    const { id } = request.params as { id: string };
    const [rows, [strikes], [channel]] = await Promise.all([
      db
        .execute(
          sql`select ${takedownColumns} from copyright_takedowns m
            where m.monitored_channel_id = ${id} and m.status <> 3 order by m.created_at desc`,
        )
        .then(rowsOf<Record<string, unknown>>),
      db
        .execute(
          sql`select count(*)::int as n from copyright_takedowns
            where monitored_channel_id = ${id} and status in (4, 6) and removed_at >= now() - interval '90 days'`,
        )
        .then(rowsOf<{ n: number }>),
      db
        .execute(sql`select title from monitored_channels where id = ${id} and status <> 3`)
        .then(rowsOf<{ title: string }>),
    ]);
    return {
      result: { channel: id, channel_title: channel?.title, strikes: strikes?.n ?? 0, data: rows },
    };
  });
}
