// `npm run seed:scale -- --channels 100000 --rights-holders 20000 --agreements 200000 [--creators 20000]
// --speakers 10000 --assets 100000 --library 0 --library-notes --library-reactions --library-favourites
// --videos 1000000 --monitored-channels 10000 --found-videos 1000000 --hashtags 20 --inquiries 100000
// --licensable 25 --claims 200000 --takedowns 20000 --revenue-lines 10000000 --revenue-months 24
// --earning-videos 100000 --messages 100000 --activity-entries 1000000]`
// Fills a database (DATABASE_URL, else PGlite in DATA_DIR) with bulk rows made in SQL by
// generate_series, for benchmarks and query-plan checks. Refuses a database that already has them.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/platform/auth/passwords';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/platform/db/client';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from '../server/seed';
import { seedMessagesAtScale, seedRevenueAtScale } from './seedScaleRevenue';
import { seedActivityAtScale } from './seedScaleActivity';

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
  /**
   * Synced YouTube videos (DRM YouTube Videos), spread over the scale channels, one a minute back
   * from now, a third of them claimed; none unless asked.
   */
  videos?: number;
  /**
   * Monitoring's channels (not ours): seven in ten monitored, two prospects, one whitelisted; one in 25
   * paused and one in 50 deleted; none unless asked.
   */
  monitoredChannels?: number;
  /**
   * The videos the scans found: nine in ten on the monitored channels, one in ten under a watched
   * hashtag on channels nobody watches; mostly new, some reviewed, ignored or claimed (never a
   * whitelisted channel's), one in twenty with our audio; none unless asked (or without channels).
   */
  foundVideos?: number;
  /** Watched hashtags (at most the tag word list's length). */
  hashtags?: number;
  /**
   * Licence requests: each a scale creator's for one of its channels and a licensable library item;
   * three in ten pending, half approved, the rest rejected; none unless asked (or without library).
   */
  inquiries?: number;
  /** The percentage of the scale library its owners offer for licensing (/browse); 25 by default. */
  licensablePercent?: number;
  /**
   * Manual claims: four in five on found videos of monitored channels, one in five on a scale
   * creator's synced video (a creator's Claimed Videos); mostly active, some pending, disputed,
   * appealed, released, potential, taken down or deleted; none unless asked (or without library).
   */
  claims?: number;
  /**
   * Copyright takedowns against monitored channels' found videos, in every state, the running clocks
   * due within the coming weeks; none unless asked (or without library or monitored channels).
   */
  takedowns?: number;
  /**
   * Imported YouTube revenue lines (a video's day) over `revenueMonths` months back from last month, on
   * the first `earningVideos` scale videos, split into royalty lines with their rollups, every month but
   * the latest `unpaidMonths` paid by a run (scripts/seedScaleRevenue.ts); none unless asked (or
   * without videos).
   */
  revenueLines?: number;
  revenueMonths?: number;
  earningVideos?: number;
  unpaidMonths?: number;
  /** Contact Us threads of the scale creators; none unless asked. */
  messages?: number;
  /**
   * Activity log entries, one per scale record created (at most this many), spread over the last year
   * and chained (scripts/seedScaleActivity.ts); none unless asked.
   */
  activityEntries?: number;
}

/** The revenue's shape when only its number of lines is given. */
export const REVENUE_DEFAULTS = { revenueMonths: 24, earningVideos: 100_000, unpaidMonths: 2 } as const;

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

/**
 * The triggers that keep the library's and the assets' counts, the found videos' per channel and the
 * search vocabulary (migrations 0022, 0024, 0045, 0060), by table.
 */
const KEPT_COUNT_TRIGGERS = [
  ['assets', 'assets_library_totals'],
  ['assets', 'assets_library_totals_change'],
  ['assets', 'assets_library_totals_delete'],
  ['asset_speakers', 'asset_speakers_library_totals'],
  ['assets', 'assets_stage_totals'],
  ['assets', 'assets_stage_totals_change'],
  ['found_videos', 'found_videos_channel_totals'],
  ['found_videos', 'found_videos_channel_totals_change'],
  ['assets', 'assets_search_words_insert'],
  ['assets', 'assets_search_words_update'],
  ['youtube_videos', 'youtube_videos_search_words_insert'],
  ['youtube_videos', 'youtube_videos_search_words_update'],
] as const;

/**
 * The triggers that keep the prospects' rows (migration 0057): off during the load and while the found
 * channels' totals are made again, then one rebuild.
 */
const PROSPECT_TRIGGERS = [
  ['found_channel_totals', 'found_channel_totals_prospects'],
  ['monitored_channels', 'monitored_channels_prospects'],
  ['monitored_channels', 'monitored_channels_prospects_change'],
  ['channels', 'channels_prospects'],
  ['channels', 'channels_prospects_change'],
] as const;

/** The GIN indexes written through (migrations 0062, 0069), fed through their pending lists in a load. */
const WRITTEN_THROUGH = [
  'youtube_videos_title_words_idx',
  'assets_search_idx',
  'assets_licensable_search_idx',
  'assets_title_trgm_idx',
] as const;

/**
 * The transaction with a CHECKPOINT after each statement. PGlite runs PostgreSQL single-user, where
 * nothing checkpoints by itself (the checkpointer is the postmaster's): one load's WAL then stays on
 * disk whole (30 GB before 2,400,000 revenue lines were in). After a checkpoint the WAL before it is
 * recycled, though the transaction is still open; PostgreSQL's own checkpointer does this unasked.
 */
function checkpointing(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver) as unknown;
      return async (query: Parameters<Transaction['execute']>[0]) => {
        const result = await target.execute(query);
        await target.execute(sql`checkpoint`);
        return result;
      };
    },
  });
}

export async function seedScale(
  db: Database,
  options: ScaleOptions,
  { checkpoints = false }: { checkpoints?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (inner) => {
    const tx = checkpoints ? checkpointing(inner) : inner;
    await tx.execute(sql`alter table channels disable trigger channels_count`);
    // The library's kept counts too: one count per million rows is cheaper than a million upserts.
    for (const [table, trigger] of [...KEPT_COUNT_TRIGGERS, ...PROSPECT_TRIGGERS]) {
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
    }
    // A million titles (and library items) go through GIN's pending lists in batches; the indexes are
    // written through after.
    for (const index of WRITTEN_THROUGH) {
      await tx.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = true)`);
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
    if (options.videos) await seedVideosAtScale(tx, options);
    if (options.monitoredChannels) await seedMonitoringAtScale(tx, options);
    if (options.inquiries && options.library) await seedInquiriesAtScale(tx, options);
    if ((options.claims || options.takedowns) && options.library) await seedEnforcementAtScale(tx, options);
    if (options.revenueLines && options.videos) {
      await seedRevenueAtScale(tx, {
        revenueLines: options.revenueLines,
        revenueMonths: options.revenueMonths ?? REVENUE_DEFAULTS.revenueMonths,
        earningVideos: Math.min(options.videos, options.earningVideos ?? REVENUE_DEFAULTS.earningVideos),
        unpaidMonths: options.unpaidMonths ?? REVENUE_DEFAULTS.unpaidMonths,
      });
    }
    if (options.messages) await seedMessagesAtScale(tx, options.messages);
    // Last: an entry for the records made above.
    if (options.activityEntries) await seedActivityAtScale(tx, options.activityEntries);
    await tx.execute(sql`alter table channels enable trigger channels_count`);
    await tx.execute(sql`select channel_counts_rebuild()`);
    for (const [table, trigger] of KEPT_COUNT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
    }
    await tx.execute(sql`select library_totals_rebuild()`);
    await tx.execute(sql`select asset_stage_totals_rebuild()`);
    await tx.execute(sql`select found_channel_totals_rebuild()`);
    await tx.execute(sql`select search_words_rebuild()`);
    for (const index of WRITTEN_THROUGH) {
      await tx.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
      await tx.execute(sql`alter index ${sql.identifier(index)} set (fastupdate = false)`);
    }
    for (const [table, trigger] of PROSPECT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
    }
    await tx.execute(sql`select prospect_channels_rebuild()`);
  });
  // As autovacuum would: statistics for the planner, and a visibility map so reads set no hint bits.
  await db.execute(sql`vacuum analyze`);
  if (checkpoints) await db.execute(sql`checkpoint`);
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
  const licensablePercent = sql.raw(String(Math.trunc(options.licensablePercent ?? 25)));
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
                        status, created_at, updated_at, licensable, search)
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
           -- By a stride of its own (not the last digits, which pick the owner): every owner offers some.
           (x.i * 37) % 100 < ${licensablePercent},
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

/**
 * The synced videos at scale, in SQL: each to scale channel 1 + i % channels (so every channel, and
 * its creator's and rights holders' sides, has some), a minute apart, the newest first by number;
 * titles from the word lists (the search has work to do), YouTube-shaped ids, one in three claimed,
 * one in seventeen unlisted and one in fifty private, as the stand-in's uploads are.
 */
async function seedVideosAtScale(tx: Transaction, options: ScaleOptions) {
  await tx.execute(sql`
    with scale_channels as (
      select id, substr(channel_id, 8)::int as n from channels where channel_id like 'UCscale%'
    )
    insert into youtube_videos (channel_id, video_id, title, thumbnail_url, published_at, duration_seconds,
                                view_count, privacy_status, claimed, synced_at)
    select c.id, 'v' || lpad(to_hex(i), 10, '0'),
           initcap(${words(ADJECTIVES)}[1 + (i * 7) % ${ADJECTIVES.length}]) || ' '
             || ${words(NOUNS)}[1 + (i / 3) % ${NOUNS.length}] || ' '
             || ${words(NOUNS)}[1 + (i * 13 + i / 97) % ${NOUNS.length}] || ' #' || i,
           'https://i.ytimg.com/vi/v' || lpad(to_hex(i), 10, '0') || '/mqdefault.jpg',
           now() - i * interval '1 minute',
           20 + (i * 631) % 3600,
           (i::bigint * 7919) % 2000000,
           case when i % 50 = 0 then 'private' when i % 17 = 0 then 'unlisted' else 'public' end,
           i % 3 = 0,
           now()
    from generate_series(1, ${options.videos}) as i
    join scale_channels c on c.n = 1 + i % ${options.channels}`);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Monitoring at scale, in SQL: the watched channels (YouTube-shaped ids 'UCmon…', ten minutes apart,
 * the newest first by number), the watched hashtags, and the videos the scans found: on the monitored
 * channels in runs of nine per channel (every channel gets some), and one in ten under a watched
 * hashtag on a channel nobody watches (5,000 of them), half a minute apart, the newest first by number.
 */
async function seedMonitoringAtScale(tx: Transaction, options: ScaleOptions) {
  const watched = options.monitoredChannels!;
  await tx.execute(sql`
    insert into monitored_channels (channel_id, title, handle, thumbnail_url, uploads_playlist_id, type, status,
                                    last_scanned_at, newest_published_at, created_at, updated_at)
    select 'UCmon' || lpad(i::text, 19, '0'),
           initcap(${words(ADJECTIVES)}[1 + (i * 7) % ${ADJECTIVES.length}]) || ' '
             || initcap(${words(NOUNS)}[1 + (i / 3) % ${NOUNS.length}]) || ' ' || i,
           '@' || ${words(ADJECTIVES)}[1 + (i * 7) % ${ADJECTIVES.length}]
             || ${words(NOUNS)}[1 + (i / 3) % ${NOUNS.length}] || i,
           'https://yt3.ggpht.com/scale-' || i,
           'UUmon' || lpad(i::text, 19, '0'),
           case when i % 10 < 7 then 'monitored' when i % 10 < 9 then 'prospect' else 'whitelisted' end,
           case when i % 50 = 0 then 3 when i % 25 = 0 then 0 else 1 end,
           now() - (i % 24) * interval '1 hour',
           now() - (i % 24) * interval '1 hour' - interval '1 day',
           now() - i * interval '10 minutes', now() - i * interval '10 minutes'
    from generate_series(1, ${watched}) as i`);
  const hashtags = Math.min(options.hashtags ?? 0, TAGS.length);
  if (hashtags) {
    await tx.execute(sql`
      insert into monitored_hashtags (tag, last_scanned_at, created_at)
      select ${words(TAGS)}[i], now() - interval '1 hour', now() - i * interval '1 day'
      from generate_series(1, ${hashtags}) as i`);
  }
  if (!options.foundVideos) return;
  // Per 100 (by a stride of their own): 70 new, 15 reviewed, 10 ignored, 5 claimed; a whitelisted
  // channel's would-be claimed ones are ignored, as the app refuses to claim them.
  const state = sql.raw(`case when (i * 13) % 100 < 70 then 'new' when (i * 13) % 100 < 85 then 'reviewed'
    when (i * 13) % 100 < 95 then 'ignored' else 'claimed' end`);
  const title = sql`initcap(${words(ADJECTIVES)}[1 + (i * 11) % ${ADJECTIVES.length}]) || ' '
    || ${words(NOUNS)}[1 + (i / 7) % ${NOUNS.length}] || ' ' || ${words(VERBS)}[1 + i % ${VERBS.length}]
    || ' #' || i`;
  const common = sql`'f' || lpad(to_hex(i), 10, '0'), ${title},
    'https://i.ytimg.com/vi/f' || lpad(to_hex(i), 10, '0') || '/mqdefault.jpg',
    now() - interval '1 hour' - i * interval '30 seconds'`;
  const stamps = sql`now() - i * interval '30 seconds', now() - i * interval '30 seconds'`;
  await tx.execute(sql`
    with watched as (
      select channel_id, title, type, substr(channel_id, 6)::int as n from monitored_channels
      where channel_id like 'UCmon%'
    )
    insert into found_videos (video_id, title, thumbnail_url, published_at, channel_id, channel_title, found_via,
                              has_audio, state, created_at, updated_at)
    select ${common}, m.channel_id, m.title, 'channel', i % 20 = 1,
           case when m.type = 'whitelisted' and ${state} = 'claimed' then 'ignored' else ${state} end,
           ${stamps}
    from generate_series(1, ${options.foundVideos}) as i
    join watched m on m.n = 1 + (i / 10) % ${watched}
    where i % 10 <> 0`);
  if (hashtags) {
    // A watched hashtag marks our audio (the scan sets it).
    await tx.execute(sql`
      insert into found_videos (video_id, title, thumbnail_url, published_at, channel_id, channel_title, found_via,
                                hashtag, has_audio, state, created_at, updated_at)
      select ${common}, 'UCtag' || lpad((1 + (i / 10) % 5000)::text, 19, '0'),
             'Tagged channel ' || (1 + (i / 10) % 5000), 'hashtag',
             ${words(TAGS)}[1 + (i / 10) % ${hashtags}], true, ${state}, ${stamps}
      from generate_series(10, ${options.foundVideos}, 10) as i`);
  }
}

/**
 * Licence requests at scale: request k is for scale channel 1 + k % channels, by its creator, and for
 * a licensable library item picked by a stride (its owner's), three minutes apart, the newest first
 * by number; decided ones a day later by the demo admin. A pending duplicate (same creator, item and
 * channel), which the app refuses, is skipped.
 */
async function seedInquiriesAtScale(tx: Transaction, options: ScaleOptions) {
  await tx.execute(sql`create temporary table scale_licensable on commit drop as
    select row_number() over (order by id) as n, id, rights_holder_id from assets
    where licensable and stage = 'approved' and status <> 3`);
  await tx.execute(sql`alter table scale_licensable add primary key (n)`);
  await tx.execute(sql`
    with scale_channels as (
      select id, creator_id, substr(channel_id, 8)::int as n from channels where channel_id like 'UCscale%'
    ), numbered as (
      select k, case when k % 10 < 3 then 0 when k % 10 < 8 then 1 else 2 end as status,
             now() - interval '2 days' - k * interval '3 minutes' as created
      from generate_series(1, ${options.inquiries}) as k
    )
    insert into inquiries (creator_id, requested_by, rights_holder_id, asset_id, channel_id, message, status,
                           decided_by, decided_at, reason, created_at, updated_at)
    select c.creator_id, c.creator_id, a.rights_holder_id, a.id, c.id, 'Scale licence request ' || k, x.status,
           case when x.status <> 0 then (select id from users where email = 'admin@example.com') end,
           case when x.status <> 0 then x.created + interval '1 day' end,
           case when x.status = 2 then 'Scale decision ' || k end,
           x.created, coalesce(case when x.status <> 0 then x.created + interval '1 day' end, x.created)
    from numbered x
    join scale_channels c on c.n = 1 + k % ${options.channels}
    join scale_licensable a on a.n = 1 + (k * 7919) % (select count(*) from scale_licensable)
    on conflict do nothing`);
}

/**
 * Claims and takedowns at scale on the first 50,000 approved library items (an owner's, as the app
 * requires). Claim k: when k % 5 = 0 on synced video k (a scale creator's channel), else on found video
 * 10 * (k / 9) + 1 + k % 9 (one of a monitored channel's nine a run); a minute apart, the newest first by
 * number. Takedown t: on monitored channel 1 + t % channels, two of its found videos, twenty minutes
 * apart. A claim or takedown whose video the scale did not make is skipped.
 */
async function seedEnforcementAtScale(tx: Transaction, options: ScaleOptions) {
  await tx.execute(sql`create temporary table scale_claimable on commit drop as
    select row_number() over (order by id) as n, id, rights_holder_id from assets
    where stage = 'approved' and status <> 3 order by id limit 50000`);
  await tx.execute(sql`alter table scale_claimable add primary key (n)`);
  const assetOf = (k: string) => sql.raw(`(1 + (${k} * 7919) % (select count(*) from scale_claimable))`);
  // Per 100: 10 pending, 60 active, 5 disputed and 3 appealed (answers due within 30 days), 15 released,
  // 2 potential, 2 taken down, 3 deleted.
  const claimState = sql.raw(`case when k % 100 < 10 then 1 when k % 100 < 70 then 2 when k % 100 < 75 then 4
    when k % 100 < 78 then 5 when k % 100 < 93 then 6 when k % 100 < 95 then 7 when k % 100 < 97 then 8 else 3 end`);
  if (options.claims) {
    await tx.execute(sql`
      with numbered as (
        select k, ${claimState} as status, now() - interval '1 hour' - k * interval '1 minute' as created,
               case when k % 5 = 0 then 'v' || lpad(to_hex(k), 10, '0')
                    else 'f' || lpad(to_hex(10 * (k / 9) + 1 + k % 9), 10, '0') end as video
        from generate_series(1, ${options.claims}) as k
      ), videos as (
        select x.*, coalesce(v.title, f.title) as title, coalesce(c.channel_id, f.channel_id) as channel,
               coalesce(c.channel_title, f.channel_title) as channel_title,
               coalesce(v.thumbnail_url, f.thumbnail_url) as thumbnail
        from numbered x
        left join youtube_videos v on x.k % 5 = 0 and v.video_id = x.video
        left join channels c on c.id = v.channel_id
        left join found_videos f on x.k % 5 <> 0 and f.video_id = x.video
        where coalesce(v.id, f.id) is not null
      )
      insert into manual_claims (video_id, video_title, channel_youtube_id, channel_title, thumbnail_url,
                                 asset_id, rights_holder_id, filed_by, segments, content_type, policy, status,
                                 dispute_reason, disputed_at, dispute_due_at, appeal_reason, appealed_at,
                                 appeal_due_at, due_at, released_at, created_at, updated_at)
      select x.video, x.title, x.channel, x.channel_title, x.thumbnail, a.id, a.rights_holder_id,
             a.rights_holder_id,
             jsonb_build_array(jsonb_build_object('video_start', k % 60, 'video_end', k % 60 + 30,
                                                  'asset_start', 0, 'asset_end', 30)),
             (array['audio', 'video', 'audiovisual'])[1 + k % 3], (array['monetize', 'track', 'block'])[1 + k % 3],
             x.status,
             case when x.status in (4, 5) then 'Scale dispute ' || k end,
             case when x.status in (4, 5) then x.created + interval '1 hour' end,
             case when x.status = 4 then now() + (1 + k % 30) * interval '1 day' end,
             case when x.status = 5 then 'Scale appeal ' || k end,
             case when x.status = 5 then x.created + interval '2 hours' end,
             case when x.status = 5 then now() + (1 + k % 30) * interval '1 day' end,
             case when x.status in (4, 5) then now() + (1 + k % 30) * interval '1 day' end,
             case when x.status = 6 then x.created + interval '1 day' end,
             x.created, x.created
      from videos x
      join scale_claimable a on a.n = ${assetOf('k')}
      on conflict do nothing`);
  }
  if (!options.takedowns || !options.monitoredChannels) return;
  // Per 20: 2 drafts, 6 submitted, 2 scheduled (removal due), 6 removed, 1 retracted, 2 counter-notified
  // (restore due, business days later), 1 restored.
  const takedownState = sql.raw(`case when t % 20 < 2 then 0 when t % 20 < 8 then 1 when t % 20 < 10 then 2
    when t % 20 < 16 then 4 when t % 20 = 16 then 5 when t % 20 < 19 then 6 else 7 end`);
  await tx.execute(sql`
    with watched as (
      select id, channel_id, substr(channel_id, 6)::int as n from monitored_channels where channel_id like 'UCmon%'
    ), numbered as (
      select t, ${takedownState} as status, now() - interval '1 hour' - t * interval '20 minutes' as created
      from generate_series(1, ${options.takedowns}) as t
    )
    insert into copyright_takedowns (rights_holder_id, filed_by, asset_id, monitored_channel_id, video_ids,
                                     owner_name, owner_address, owner_phone, owner_email, good_faith, accuracy,
                                     signature, scheduled, status, submitted_at, removed_at, counter_notified_at,
                                     restore_by_at, due_at, due_kind, created_at, updated_at)
    select a.rights_holder_id, a.rights_holder_id, a.id, m.id,
           array[(select f.video_id from found_videos f where f.channel_id = m.channel_id
                  order by f.published_at desc, f.id limit 1)],
           u.name, 'Scale street ' || t || ', Oslo', '+47 2200 ' || lpad((t % 10000)::text, 4, '0'), u.email,
           x.status <> 0, x.status <> 0, case when x.status <> 0 then u.name else '' end,
           x.status = 2, x.status,
           case when x.status <> 0 then x.created + interval '10 minutes' end,
           case when x.status in (4, 6, 7) then x.created + interval '2 days' end,
           case when x.status in (6, 7) then x.created + interval '5 days' end,
           case when x.status in (6, 7) then now() + (1 + t % 14) * interval '1 day' end,
           case when x.status = 2 then now() + (1 + t % 7) * interval '1 day'
                when x.status = 6 then now() + (1 + t % 14) * interval '1 day' end,
           case when x.status = 2 then 'removal' when x.status = 6 then 'restore' end,
           x.created, x.created
    from numbered x
    join watched m on m.n = 1 + x.t % ${options.monitoredChannels}
    join scale_claimable a on a.n = ${assetOf('t')}
    join users u on u.id = a.rights_holder_id`);
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
      videos: { type: 'string', default: '1000000' },
      'monitored-channels': { type: 'string', default: '10000' },
      'found-videos': { type: 'string', default: '1000000' },
      hashtags: { type: 'string', default: '20' },
      inquiries: { type: 'string', default: '100000' },
      licensable: { type: 'string', default: '25' },
      claims: { type: 'string', default: '200000' },
      takedowns: { type: 'string', default: '20000' },
      'revenue-lines': { type: 'string', default: '10000000' },
      'revenue-months': { type: 'string', default: String(REVENUE_DEFAULTS.revenueMonths) },
      'earning-videos': { type: 'string', default: String(REVENUE_DEFAULTS.earningVideos) },
      messages: { type: 'string', default: '100000' },
      'activity-entries': { type: 'string', default: '1000000' },
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
    videos: Number(values.videos),
    monitoredChannels: Number(values['monitored-channels']),
    foundVideos: Number(values['found-videos']),
    hashtags: Number(values.hashtags),
    inquiries: Number(values.inquiries),
    licensablePercent: Number(values.licensable),
    claims: Number(values.claims),
    takedowns: Number(values.takedowns),
    revenueLines: Number(values['revenue-lines']),
    revenueMonths: Number(values['revenue-months']),
    earningVideos: Number(values['earning-videos']),
    messages: Number(values.messages),
    activityEntries: Number(values['activity-entries']),
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
  await seedScale(database.db, options, { checkpoints: database.kind === 'pglite' });
  console.log(`Seeded ${JSON.stringify(options)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
