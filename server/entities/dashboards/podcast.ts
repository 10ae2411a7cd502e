import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { speakers } from '../../platform/db/declaredTables';
import { AssetKind, assets, assetSpeakers } from '../assets/table';
import { assetDownloads, libraryTotals } from '../library/table';
import { visibleLibrary } from '../library/scope';
import { byMonth, countOf, inMonths, monthly, topOf, type Dashboard, type Range } from './kit';

/**
 * /dashboard-podcast: the audio content. The library records downloads (each person's, the
 * Downloaded tab) but not plays, so plays are named as untracked rather than shown as numbers. Staff
 * read the kept library counts and every download; anyone else the audio it may see and its own
 * downloads.
 */
export async function podcastDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const staff = auth.ownerId === null;
  const downloadsFrom = sql`${assetDownloads} d join ${assets} a on a.id = d.asset_id`;
  const audioDownloads = sql`a.kind = ${AssetKind.AUDIO} and ${inMonths(sql`d.created_at`, range)}
    ${staff ? sql`` : sql`and d.user_id = ${auth.userId}`}`;
  const stats = [
    {
      key: 'audio_items',
      count: staff
        ? await countOf(
            db,
            sql`select coalesce(sum(${libraryTotals.n}), 0) as n from ${libraryTotals}
              where ${libraryTotals.facet} = 'kind' and ${libraryTotals.value} = ${AssetKind.AUDIO}`,
          )
        : await countOf(
            db,
            sql`select count(*)::int as n from ${assets} where ${visibleLibrary(auth)} and ${assets.kind} = ${AssetKind.AUDIO}`,
          ),
    },
    {
      key: 'downloads',
      count: await countOf(db, sql`select count(*)::int as n from ${downloadsFrom} where ${audioDownloads}`),
    },
  ];
  const series = [
    await monthly(
      db,
      'downloads',
      sql`select ${byMonth(sql`d.created_at`)} from ${downloadsFrom} where ${audioDownloads} group by 1 order by 1`,
    ),
  ];
  const tops = [
    staff
      ? await topOf(
          db,
          'speakers_items',
          sql`select t.value as "_id", (select s.name from ${speakers} s where s.id = t.value::uuid) as name, t.n as count
            from ${libraryTotals} t where t.facet = 'speaker' and t.n > 0 order by t.n desc, t.value`,
        )
      : await topOf(
          db,
          'speakers_downloaded',
          sql`select sp.artist_id::text as "_id", (select s.name from ${speakers} s where s.id = sp.artist_id) as name,
              count(*)::int as count
            from ${downloadsFrom} join ${assetSpeakers} sp on sp.asset_id = a.id where ${audioDownloads}
            group by sp.artist_id order by 3 desc, 1`,
        ),
  ];
  return { stats, series, tops, revenue: null, untracked: ['plays'] };
}
