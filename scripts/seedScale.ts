// `npm run seed:scale -- --channels 100000 --rights-holders 20000 --agreements 200000 [--creators 20000]
// --speakers 10000 --assets 100000]`
// Fills a database (DATABASE_URL, else PGlite in DATA_DIR) with bulk rows made in SQL by
// generate_series, for benchmarks and query-plan checks. Refuses a database that already has them.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from '../server/seed';

export interface ScaleOptions {
  channels: number;
  rightsHolders: number;
  creators: number;
  agreements: number;
  /** Speakers (content settings); none unless asked. */
  speakers?: number;
  /**
   * Uploaded content (the `assets` table), spread over the scale rights holders under their asset
   * labels: mostly approved, some drafts and pending reviews, a few sent back or rejected; none unless
   * asked.
   */
  assets?: number;
}

/**
 * Bulk rows at scale; every scale account signs in with the demo password. The channel counts are
 * rebuilt once at the end rather than kept row by row: a hundred thousand updates of one totals row in
 * one transaction would cost minutes.
 */
/**
 * The i of 'scale.creator.{i}@example.com': channels and agreements go to accounts by that number,
 * so which rows an account gets does not depend on its random id.
 */
const accountNumber = sql.raw(`split_part(split_part(email, '.', 3), '@', 1)::int`);

export async function seedScale(db: Database, options: ScaleOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table channels disable trigger channels_count`);
    await tx.execute(sql`
      insert into users (type, name, email, password_hash, company)
      select 3, 'Scale Creator ' || i, 'scale.creator.' || i || '@example.com', ${passwordHash}, null
      from generate_series(1, ${options.creators}) as i`);
    await tx.execute(sql`
      insert into users (type, name, email, password_hash, company, asset_label_id, asset_label_name)
      select 4, 'Scale Owner ' || i, 'scale.owner.' || i || '@example.com', ${passwordHash},
             'Scale Company ' || i, 'SLBL-' || i, 'Scale Label ' || i
      from generate_series(1, ${options.rightsHolders}) as i`);
    await tx.execute(sql`
      with creators as (
        select id, ${accountNumber} as n from users where email like 'scale.creator.%'
      )
      insert into channels (channel_id, channel_title, channel_description, channel_start_date, creator_id, status)
      select 'UCscale' || lpad(i::text, 17, '0'),
             (array['Travel','Music','Gaming','Cooking','Science','News','Sports','Comedy'])[1 + i % 8]
               || ' Channel ' || i,
             'Scale channel ' || i,
             date '2015-01-01' + (i % 3650),
             c.id,
             case when i % 50 = 0 then 3 when i % 10 = 0 then 0 else 1 end
      from generate_series(1, ${options.channels}) as i
      join creators c on c.n = 1 + (i % ${options.creators})`);
    await tx.execute(sql`
      with creators as (
        select id, ${accountNumber} as n from users where email like 'scale.creator.%'
      ), owners as (
        select id, ${accountNumber} as n from users where email like 'scale.owner.%'
      )
      insert into contracts (title, rights_holder_id, creator_id, start_date, territory, revenue_share, status)
      select 'Scale agreement ' || i, o.id, c.id, date '2020-01-01' + (i % 1500), 'Worldwide',
             (50 + i % 40)::numeric(5,2), case when i % 40 = 0 then 3 else 1 end
      from generate_series(1, ${options.agreements}) as i
      join creators c on c.n = 1 + (i % ${options.creators})
      join owners o on o.n = 1 + (i % ${options.rightsHolders})`);
    if (options.speakers) {
      await tx.execute(sql`
        insert into artists (name, bio, languages, status)
        select 'Scale speaker ' || i, 'Speaks in scale content number ' || i,
               array[(array['en', 'fr', 'es', 'pt', 'de'])[1 + i % 5]], case when i % 20 = 0 then 0 else 1 end
        from generate_series(1, ${options.speakers}) as i`);
    }
    if (options.assets) {
      // Per 100: 8 drafts, 5 pending review, 1 sent back for changes, 1 rejected, 85 approved; one draft in
      // 200 deleted; the kind changes every hundred, so each stage holds each kind. A minute apart, the
      // newest first by number; reviewed a day after, and the approved ones in the library from then.
      await tx.execute(sql`
        with owners as (
          select id, asset_label_name as label, ${accountNumber} as n from users where email like 'scale.owner.%'
        ), numbered as (
          select i, case when i % 100 < 8 then 'draft' when i % 100 < 13 then 'pending_review'
                         when i % 100 = 13 then 'changes_requested' when i % 100 = 14 then 'rejected'
                         else 'approved' end as stage,
                 now() - i * interval '1 minute' as created
          from generate_series(1, ${options.assets}) as i
        )
        insert into assets (rights_holder_id, asset_label, uploaded_by, kind, title, description, language,
                            tags, stage, review_note, reviewed_at, approved_at, status, created_at, updated_at)
        select o.id, o.label, o.id,
               (array['audio', 'audio', 'audio', 'footage', 'clip'])[1 + (i / 100) % 5],
               (array['Travel','Music','Gaming','Cooking','Science','News','Sports','Comedy'])[1 + i % 8]
                 || ' asset ' || i,
               'Scale asset ' || i,
               (array['en', 'fr', 'es', 'pt', 'de'])[1 + i % 5],
               array['scale', 'tag ' || i % 50],
               stage,
               case when stage in ('changes_requested', 'rejected') then 'Scale review note ' || i end,
               case when stage in ('approved', 'changes_requested', 'rejected') then created + interval '1 day' end,
               case when stage = 'approved' then created + interval '1 day' end,
               case when i % 200 = 0 then 3 else 1 end,
               created, created
        from numbered
        join owners o on o.n = 1 + (i % ${options.rightsHolders})`);
    }
    await tx.execute(sql`alter table channels enable trigger channels_count`);
    await tx.execute(sql`select channel_counts_rebuild()`);
  });
  // As autovacuum would: statistics for the planner, and a visibility map so reads set no hint bits.
  await db.execute(sql`vacuum analyze`);
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({
    options: {
      channels: { type: 'string', default: '100000' },
      'rights-holders': { type: 'string', default: '20000' },
      creators: { type: 'string', default: '20000' },
      agreements: { type: 'string', default: '200000' },
      speakers: { type: 'string', default: '10000' },
      assets: { type: 'string', default: '100000' },
    },
  });
  const options: ScaleOptions = {
    channels: Number(values.channels),
    rightsHolders: Number(values['rights-holders']),
    creators: Number(values.creators),
    agreements: Number(values.agreements),
    speakers: Number(values.speakers),
    assets: Number(values.assets),
  };
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.error('seed:scale needs an empty database (a fresh DATA_DIR or database).');
    process.exit(1);
  }
  const started = Date.now();
  await seedDemoData(database.db, config.filesDir);
  await seedScale(database.db, options);
  console.log(`Seeded ${JSON.stringify(options)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
