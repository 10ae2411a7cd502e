// Revenue at scale for `seed:scale` and the bench (issues 36 and 37): months of imported YouTube
// revenue on the scale videos, split into royalty lines with their kept rollups, and every month but
// the latest few paid by a payment run, all in SQL so ten million lines take minutes, not hours.
import { sql } from 'drizzle-orm';
import {
  PayeeKind,
  PaymentMethod,
  PaymentRunStatus,
  PaymentStatus,
  RevenueImportStatus,
  RevenueSource,
  RoyaltyLineState,
} from '../shared/royalties';
import { ContactUsStatus } from '../shared/contactUs';
import { rebuildRollups } from '../server/entities/royalties/earnings/rollups';
import type { Database } from '../server/platform/db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface RevenueScale {
  /** Revenue lines (one video's day) over all the months. */
  revenueLines: number;
  /** How many months back from last month the revenue covers. */
  revenueMonths: number;
  /** How many of the scale videos earn (the first ones by number); at most the videos seeded. */
  earningVideos: number;
  /** The months not yet paid (the latest ones): their lines are due. */
  unpaidMonths: number;
}

/** The scale's runs pay every balance, however small: which also tells them from the demo's run. */
const SCALE_RUN_MINIMUM = 0;

/** The split of a video's month between its creator, its rights holder and the company, in percent. */
const CREATOR_PERCENT = 70;
const RIGHTS_HOLDER_PERCENT = 20;

/**
 * Line j is month 1 + j % months back, video 1 + (j / months) % earning videos, a day of that month
 * after; amounts up to 5 USD in micro-units. Each video's month is then split to the micro-unit (the
 * company takes what the creator's and the rights holder's rounded-down parts leave, so the lines add up
 * to the imported amount exactly), to the video's creator and the rights holder of that creator's
 * first agreement (scale creator c's is with scale owner c).
 */
/** The triggers keeping the running sums (migration 0055): off during the load, rebuilt once after. */
const RUNNING_TRIGGERS = [
  ['royalty_rollups', 'royalty_rollups_running_insert'],
  ['royalty_rollups', 'royalty_rollups_running_delete'],
  ['royalty_rollups', 'royalty_rollups_running_update'],
  ['royalty_lines', 'royalty_lines_running_insert'],
  ['royalty_lines', 'royalty_lines_running_delete'],
  ['royalty_lines', 'royalty_lines_running_update'],
  ['payments', 'payments_running_update'],
] as const;

async function runningTriggers(tx: Transaction, change: 'enable' | 'disable') {
  for (const [table, trigger] of RUNNING_TRIGGERS) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} ${sql.raw(change)} trigger ${sql.identifier(trigger)}`,
    );
  }
}

export async function seedRevenueAtScale(tx: Transaction, scale: RevenueScale): Promise<void> {
  const months = scale.revenueMonths;
  await runningTriggers(tx, 'disable');
  const earning = scale.earningVideos;
  await tx.execute(sql`
    insert into revenue_imports (source, period, status, sha256, bytes, progress, imported_at, created_at)
    select ${RevenueSource.REPORT}, (date_trunc('month', now()) - m * interval '1 month')::date,
           ${RevenueImportStatus.IMPORTED}, lpad(to_hex(m), 64, '0'), 0, 100,
           date_trunc('month', now()) - (m - 1) * interval '1 month' + interval '2 days',
           date_trunc('month', now()) - (m - 1) * interval '1 month' + interval '1 day'
    from generate_series(1, ${months}) as m`);
  await tx.execute(sql`
    insert into revenue_lines (import_id, period, day, video_id, views, amount_micros, line)
    select i.id, i.period, i.period + ((j / ${months * earning}) % 28)::int,
           'v' || lpad(to_hex(1 + (j / ${months}) % ${earning}), 10, '0'),
           (j * 31) % 100000, 1000 + (j * 7919) % 5000000, j::int
    from generate_series(0::bigint, ${scale.revenueLines - 1}) as j
    join revenue_imports i on i.source = ${RevenueSource.REPORT}
      and i.period = (date_trunc('month', now()) - (1 + j % ${months}) * interval '1 month')::date`);
  await tx.execute(sql`
    update revenue_imports i set row_count = t.rows, total_micros = t.total
    from (select import_id, count(*)::int as rows, sum(amount_micros) as total from revenue_lines group by 1) t
    where t.import_id = i.id and i.source = ${RevenueSource.REPORT}`);
  // Each earning video's month, with who it concerns.
  await tx.execute(sql`
    create temporary table scale_split on commit drop as
    with months as (
      select l.period, l.video_id, sum(l.amount_micros)::bigint as amount
      from revenue_lines l join revenue_imports i on i.id = l.import_id
      where i.source = ${RevenueSource.REPORT} group by 1, 2
    ), firsts as (
      select distinct on (creator_id) creator_id, id as agreement_id, rights_holder_id
      from contracts where title like 'Scale agreement %'
      order by creator_id, split_part(title, ' ', 3)::int
    )
    select m.period, m.video_id, v.channel_id, c.creator_id, f.rights_holder_id, f.agreement_id, m.amount,
           m.amount * ${CREATOR_PERCENT} / 100 as creator_part,
           m.amount * ${RIGHTS_HOLDER_PERCENT} / 100 as owner_part
    from months m
    join youtube_videos v on v.video_id = m.video_id
    join channels c on c.id = v.channel_id
    join firsts f on f.creator_id = c.creator_id`);
  const paidBefore = sql`(date_trunc('month', now()) - ${scale.unpaidMonths + 1} * interval '1 month')::date`;
  // One run a month, paid by hand a week after the month ended, and its payments per payee.
  await tx.execute(sql`
    insert into payment_runs (period, status, minimum_micros, approved_at, created_at, updated_at)
    select period, ${PaymentRunStatus.PAID}, ${SCALE_RUN_MINIMUM}, period + interval '1 month 7 days',
           period + interval '1 month 5 days', period + interval '1 month 7 days'
    from revenue_imports where source = ${RevenueSource.REPORT} and period <= ${paidBefore}`);
  await tx.execute(sql`
    insert into payments (run_id, payee_kind, payee_id, amount_micros, status, method, reference, paid_at,
                          created_at, updated_at)
    select r.id, p.kind, p.payee, p.total, ${PaymentStatus.PAID_BY_HAND}, ${PaymentMethod.HAND},
           'SCALE-' || to_char(r.period, 'YYYYMM'), r.approved_at, r.created_at, r.approved_at
    from payment_runs r
    join (
      select period, ${PayeeKind.CREATOR} as kind, creator_id as payee, sum(creator_part) as total
      from scale_split group by 1, 3
      union all
      select period, ${PayeeKind.RIGHTS_HOLDER}, rights_holder_id, sum(owner_part)
      from scale_split group by 1, 3
    ) p on p.period = r.period
    where r.minimum_micros = ${SCALE_RUN_MINIMUM}`);
  await tx.execute(sql`
    update payment_runs r set total_micros = t.total
    from (select run_id, sum(amount_micros) as total from payments group by 1) t where t.run_id = r.id`);
  await tx.execute(sql`
    insert into royalty_lines (period, video_id, channel_id, creator_id, rights_holder_id, agreement_id,
                               payee_kind, payee_id, share, amount_micros, state, payment_id)
    select s.period, s.video_id, s.channel_id, s.creator_id, s.rights_holder_id, s.agreement_id, x.kind, x.payee,
           x.share, x.amount, ${RoyaltyLineState.PAYABLE}, pm.id
    from scale_split s
    cross join lateral (values
      (${PayeeKind.CREATOR}::varchar, s.creator_id, ${CREATOR_PERCENT * 100}::int, s.creator_part),
      (${PayeeKind.RIGHTS_HOLDER}::varchar, s.rights_holder_id, ${RIGHTS_HOLDER_PERCENT * 100}::int, s.owner_part),
      (${PayeeKind.COMPANY}::varchar, null::uuid, ${(100 - CREATOR_PERCENT - RIGHTS_HOLDER_PERCENT) * 100}::int,
       s.amount - s.creator_part - s.owner_part)
    ) as x(kind, payee, share, amount)
    left join (select r.period, p.payee_kind, p.payee_id, p.id from payments p join payment_runs r on r.id = p.run_id
               where r.minimum_micros = ${SCALE_RUN_MINIMUM}) pm
      on pm.period = s.period and pm.payee_kind = x.kind and pm.payee_id = x.payee`);
  const periods = await tx.execute(sql`select period::text as period from revenue_imports
    where source = ${RevenueSource.REPORT} order by 1`);
  for (const { period } of (periods as unknown as { rows: { period: string }[] }).rows) {
    await rebuildRollups(tx as unknown as Database, period);
  }
  await runningTriggers(tx, 'enable');
  await tx.execute(sql`select earnings_running_rebuild()`);
}

/**
 * Contact Us threads at scale (issue 37): each by scale creator 1 + i % creators, an hour apart, the
 * newest first by number; one in ten new, the rest open or closed, with a staff reply on the answered.
 */
export async function seedMessagesAtScale(tx: Transaction, messages: number): Promise<void> {
  await tx.execute(sql`
    with creators as (
      select id, split_part(split_part(email, '.', 3), '@', 1)::int as n from users where email like 'scale.creator.%'
    )
    insert into contact_us_messages (sender_id, creator_id, subject, message, status, last_at, created_at)
    select c.id, c.id,
           (array['Payment question', 'Claim on my video', 'Channel access', 'Licence request', 'Agreement'])[1 + i % 5]
             || ' #' || i,
           'Scale message ' || i || ': could you look into this for my channel?',
           (case when i % 10 = 0 then ${ContactUsStatus.NEW} when i % 10 < 6 then ${ContactUsStatus.OPEN}
                 else ${ContactUsStatus.CLOSED} end)::smallint,
           now() - i * interval '1 hour' + interval '30 minutes', now() - i * interval '1 hour'
    from generate_series(1, ${messages}) as i
    join creators c on c.n = 1 + i % (select count(*) from creators)`);
  await tx.execute(sql`
    insert into contact_us_replies (message_id, author_id, body, created_at)
    select m.id, (select id from users where email = 'admin@example.com'), 'Thanks, we are on it.',
           m.last_at
    from contact_us_messages m where m.status <> ${ContactUsStatus.NEW} and m.message like 'Scale message %'`);
}
