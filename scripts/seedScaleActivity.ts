// The activity log at scale for `seed:scale` and the bench (issue 37): the entry each scale record's
// creation would have written, spread over the last year, oldest first, through the log's own chain
// trigger (each entry's hash over the one before), so the reports and the chain check read a log of
// the size the records imply.
import { sql } from 'drizzle-orm';
import { CLAIM_ENTITY } from '../server/entities/claims/takedownRequest';
import { ENTITY as TAKEDOWN_ENTITY } from '../server/entities/takedowns/notice';
import type { Database } from '../server/platform/db/client';

/** Minutes in the year the entries are spread over. */
const YEAR_MINUTES = 365 * 24 * 60;

/**
 * Up to `entries` entries, one per scale record (channels by their creators, agreements by the admin,
 * claims and takedowns by whoever filed them, licence requests and messages by their creators, the
 * scale assets by their uploaders), a record's minute of the year picked by a stride of its number.
 */
export async function seedActivityAtScale(tx: Database, entries: number): Promise<void> {
  const admin = sql`(select id from users where email = 'admin@example.com')`;
  await tx.execute(sql`
    insert into activity_logs (actor_id, action, entity, entity_id, created_at)
    select actor, 'create', entity, entity_id,
           date_trunc('minute', now()) - ((n * 7919) % ${YEAR_MINUTES}) * interval '1 minute' as at
    from (
      select row_number() over () as n, x.* from (
        select c.creator_id as actor, 'channels' as entity, c.id as entity_id
          from channels c where c.channel_title like '% Channel %'
        union all
        select ${admin}, 'contracts', a.id from contracts a where a.title like 'Scale agreement %'
        union all
        select coalesce(m.filed_by, m.rights_holder_id), ${CLAIM_ENTITY}, m.id from manual_claims m
        union all
        select t.filed_by, ${TAKEDOWN_ENTITY}, t.id from copyright_takedowns t
        union all
        select i.creator_id, 'inquiries', i.id from inquiries i
        union all
        select m.sender_id, 'contact-us', m.id from contact_us_messages m
          where m.message like 'Scale message %'
        union all
        select coalesce(s.uploaded_by, s.rights_holder_id), 'assets', s.id from assets s
          where s.description like 'Scale asset %'
      ) x
      limit ${entries}
    ) numbered
    order by at, n`);
  // Their day counts, appended by the trigger, added into the day totals.
  await tx.execute(sql`select activity_day_totals_fold()`);
}
