// `npm run seed:scale -- --channels 100000 --rights-holders 20000 --agreements 200000 [--creators 20000]
// --speakers 10000 --assets 100000 --library 0 --library-notes --library-reactions --library-favourites]`
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
  /**
   * The content library at scale: this many more assets, nearly all approved, with titles,
   * descriptions, tags and speakers drawn from word lists (full-text search has work to do), kinds,
   * durations, categories, energy levels and languages; none unless asked.
   */
  library?: number;
  /** Notes, likes or dislikes, and favourites on the library's items (200,000 each by default). */
  libraryNotes?: number;
  libraryReactions?: number;
  libraryFavourites?: number;
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

/** The triggers that keep the library's and the assets' counts (migrations 0022, 0024), by table. */
const KEPT_COUNT_TRIGGERS = [
  ['assets', 'assets_library_totals'],
  ['assets', 'assets_library_totals_change'],
  ['assets', 'assets_library_totals_delete'],
  ['asset_speakers', 'asset_speakers_library_totals'],
  ['assets', 'assets_stage_totals'],
  ['assets', 'assets_stage_totals_change'],
] as const;

export async function seedScale(db: Database, options: ScaleOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table channels disable trigger channels_count`);
    // The library's kept counts too: one count per million rows is cheaper than a million upserts.
    for (const [table, trigger] of KEPT_COUNT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
    }
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
    if (options.library) await seedLibrary(tx, options);
    await tx.execute(sql`alter table channels enable trigger channels_count`);
    await tx.execute(sql`select channel_counts_rebuild()`);
    for (const [table, trigger] of KEPT_COUNT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
    }
    await tx.execute(sql`select library_totals_rebuild()`);
    await tx.execute(sql`select asset_stage_totals_rebuild()`);
  });
  // As autovacuum would: statistics for the planner, and a visibility map so reads set no hint bits.
  await db.execute(sql`vacuum analyze`);
}

// Word lists for the library's text: a title is an adjective and two nouns, a description a sentence
// of eight words, each item three tags; the words are picked by different strides of the item's
// number, so the combinations spread rather than repeat in step.
const ADJECTIVES = `quiet bright golden silver dark gentle rapid ancient frozen distant hidden wild
  electric velvet crimson hollow broken endless lonely restless sunny misty stormy calm urban rural
  northern southern eastern western deep shallow warm cold lost secret early late midnight morning
  summer winter autumn spring coastal desert mountain river island forest`.split(/\s+/);
const NOUNS = `harbour city river ocean forest mountain valley garden market station bridge
  highway village island desert canyon lake meadow storm thunder rain snow sunrise sunset horizon
  journey voyage echo shadow light fire stone glass engine rhythm pulse heart dream memory signal
  whisper anthem ballad chorus drum guitar piano violin choir festival parade carnival kitchen
  workshop studio stadium arena`.split(/\s+/);
const VERBS = `crossing waking rising falling running drifting dancing burning singing turning
  calling waiting chasing breaking fading glowing`.split(/\s+/);
const TAGS = `ambient acoustic cinematic corporate documentary electronic folk jazz lofi
  orchestral piano pop rock travel nature sports news cooking gaming podcast interview tutorial
  vlog wedding drone timelapse underwater city night aerial`.split(/\s+/);
const LANGUAGES = ['en', 'en', 'en', 'es', 'fr', 'pt', 'de', 'it', 'ja', 'no'];

const words = (list: string[]) => sql.raw(`(array[${list.map((word) => `'${word}'`).join(',')}])`);

/**
 * The content library at scale, in SQL. Each item's search document is computed in the same INSERT
 * from the very expression of the assets_search trigger (migration 0020: title A, tags and speakers'
 * names B, description C, transcript D; these items have no transcript), with that trigger and the
 * one asset_speakers fires disabled inside this transaction only, and enabled again before it
 * commits: the trigger would run two subqueries per row (its speakers, its transcript) and the
 * speakers' insert would then update every item again. The documents are the same as the
 * trigger's: on PostgreSQL, 4,600 seeded items (with and without speakers) renewed by the trigger
 * (`update assets set search = null`) kept every document equal.
 */
async function seedLibrary(tx: Parameters<Parameters<Database['transaction']>[0]>[0], options: ScaleOptions) {
  const count = options.library!;
  const speakers = options.speakers ?? 0;
  // The items' numbers and ids, to hang speakers, notes, likes and favourites on them.
  await tx.execute(sql`create temporary table scale_library on commit drop as
    select i, gen_random_uuid() as id from generate_series(1, ${count}) as i`);
  await tx.execute(sql`alter table scale_library add primary key (i)`);
  await tx.execute(sql`alter table assets disable trigger assets_search`);
  await tx.execute(sql`alter table asset_speakers disable trigger asset_speakers_search`);
  // Per 100: 92 approved, 4 drafts, 3 pending review, 1 rejected, by runs of seven numbers (not by the
  // number's last digits, which pick the owner: each owner would get one stage); one in 500 deleted.
  // Two in three have a speaker (scale speaker 1 + i % speakers). Thirty seconds apart, the newest
  // first by number, uploaded a day or more ago so that their approval, a day after, is past.
  await tx.execute(sql`
    with owners as (
      select id, asset_label_name as label, ${accountNumber} as n from users where email like 'scale.owner.%'
    ), speakers as (
      select id, name, split_part(name, ' ', 3)::int as n from artists where name like 'Scale speaker %'
    ), settings as (
      select (select array_agg(id order by name) from categories) as categories,
             (select array_agg(id order by ordinal) from energy_levels) as levels
    ), numbered as (
      select l.i, l.id,
             case when (l.i / 7) % 100 < 4 then 'draft' when (l.i / 7) % 100 < 7 then 'pending_review'
                  when (l.i / 7) % 100 = 7 then 'rejected' else 'approved' end as stage,
             now() - interval '1 day' - l.i * interval '30 seconds' as created,
             ${words(ADJECTIVES)}[1 + (l.i * 7) % ${ADJECTIVES.length}] || ' '
               || ${words(NOUNS)}[1 + (l.i / 3) % ${NOUNS.length}] || ' '
               || ${words(NOUNS)}[1 + (l.i * 13 + l.i / 97) % ${NOUNS.length}] as title,
             initcap(${words(ADJECTIVES)}[1 + (l.i / 5) % ${ADJECTIVES.length}]) || ' '
               || ${words(NOUNS)}[1 + (l.i * 11) % ${NOUNS.length}] || ' '
               || ${words(VERBS)}[1 + l.i % ${VERBS.length}] || ' through the '
               || ${words(ADJECTIVES)}[1 + (l.i * 17 + l.i / 89) % ${ADJECTIVES.length}] || ' '
               || ${words(NOUNS)}[1 + (l.i / 7) % ${NOUNS.length}] || ' with '
               || ${words(NOUNS)}[1 + (l.i * 23 + l.i / 31) % ${NOUNS.length}] || '.' as description,
             array[${words(TAGS)}[1 + l.i % ${TAGS.length}],
                   ${words(TAGS)}[1 + (l.i / 11) % ${TAGS.length}],
                   ${words(TAGS)}[1 + (l.i * 7 + l.i / 101) % ${TAGS.length}]] as tags,
             s.name as speaker
      from scale_library l
      left join speakers s on l.i % 3 <> 0 and s.n = 1 + l.i % ${Math.max(speakers, 1)}
    )
    insert into assets (id, rights_holder_id, asset_label, uploaded_by, kind, title, description, language,
                        tags, category_id, energy_level_id, duration_seconds, stage, reviewed_at, approved_at,
                        status, created_at, updated_at, search)
    select x.id, o.id, o.label, o.id,
           (array['audio', 'audio', 'audio', 'footage', 'clip'])[1 + (x.i / 10) % 5],
           x.title, x.description,
           ${words(LANGUAGES)}[1 + (x.i / 13) % ${LANGUAGES.length}],
           x.tags,
           settings.categories[1 + x.i % cardinality(settings.categories)],
           settings.levels[1 + (x.i / 7) % cardinality(settings.levels)],
           (5 + (x.i * 631) % 1800)::real,
           x.stage,
           case when x.stage in ('approved', 'rejected') then x.created + interval '1 day' end,
           case when x.stage = 'approved' then x.created + interval '1 day' end,
           case when x.i % 500 = 0 then 3 else 1 end,
           x.created, x.created,
           setweight(to_tsvector('simple', coalesce(x.title, '')), 'A') ||
           setweight(to_tsvector('simple', array_to_string(x.tags, ' ')), 'B') ||
           setweight(to_tsvector('simple', coalesce(x.speaker, '')), 'B') ||
           setweight(to_tsvector('simple', coalesce(x.description, '')), 'C') ||
           setweight(to_tsvector('simple', ''), 'D')
    from numbered x
    cross join settings
    join owners o on o.n = 1 + (x.i % ${options.rightsHolders})`);
  if (speakers) {
    await tx.execute(sql`
      insert into asset_speakers (asset_id, artist_id)
      select l.id, s.id from scale_library l
      join artists s on s.name = 'Scale speaker ' || (1 + l.i % ${speakers})
      where l.i % 3 <> 0`);
  }
  await tx.execute(sql`alter table asset_speakers enable trigger asset_speakers_search`);
  await tx.execute(sql`alter table assets enable trigger assets_search`);
  // Notes by the item's owner, likes (five in six) and dislikes by creators, favourites of creators:
  // each on its own stride of items, every one on a distinct item.
  const spread = (rows: number, offset: number) =>
    sql`(1 + ((k * ${Math.max(1, Math.floor(count / Math.max(rows, 1)))} + ${offset}) % ${count}))`;
  if (options.libraryNotes) {
    await tx.execute(sql`
      insert into asset_notes (asset_id, author_id, body, created_at, updated_at)
      select l.id, a.uploaded_by,
             'Check the ' || ${words(NOUNS)}[1 + k % ${NOUNS.length}] || ' at the start: '
               || ${words(ADJECTIVES)}[1 + (k / 3) % ${ADJECTIVES.length}] || ' enough for the '
               || ${words(TAGS)}[1 + k % ${TAGS.length}] || ' edit.',
             a.created_at + interval '2 days', a.created_at + interval '2 days'
      from generate_series(1, ${options.libraryNotes}) as k
      join scale_library l on l.i = ${spread(options.libraryNotes, 0)}
      join assets a on a.id = l.id`);
  }
  const creators = sql`(select id, ${accountNumber} as n from users where email like 'scale.creator.%')`;
  if (options.libraryReactions) {
    await tx.execute(sql`
      insert into asset_reactions (asset_id, user_id, value)
      select l.id, c.id, case when k % 6 = 0 then -1 else 1 end
      from generate_series(1, ${options.libraryReactions}) as k
      join scale_library l on l.i = ${spread(options.libraryReactions, 1)}
      join ${creators} c on c.n = 1 + k % ${options.creators}`);
  }
  if (options.libraryFavourites) {
    await tx.execute(sql`
      insert into asset_favourites (user_id, asset_id)
      select c.id, l.id
      from generate_series(1, ${options.libraryFavourites}) as k
      join scale_library l on l.i = ${spread(options.libraryFavourites, 2)}
      join ${creators} c on c.n = 1 + k % ${options.creators}`);
  }
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
      library: { type: 'string', default: '1000000' },
      'library-notes': { type: 'string', default: '200000' },
      'library-reactions': { type: 'string', default: '200000' },
      'library-favourites': { type: 'string', default: '200000' },
    },
  });
  const options: ScaleOptions = {
    channels: Number(values.channels),
    rightsHolders: Number(values['rights-holders']),
    creators: Number(values.creators),
    agreements: Number(values.agreements),
    speakers: Number(values.speakers),
    assets: Number(values.assets),
    library: Number(values.library),
    libraryNotes: Number(values['library-notes']),
    libraryReactions: Number(values['library-reactions']),
    libraryFavourites: Number(values['library-favourites']),
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
