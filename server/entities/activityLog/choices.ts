import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_PEOPLE_CHOICES } from '../../../shared/activityLog';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { likePattern, prefixPattern } from '../../platform/http/listQuery';
import { users } from '../users/table';
import { rangeInstants, reportWhere, type ReportRange } from './report';
import { activityScope } from './scope';
import { activityLogs } from './table';

/** Shorter searches match a name's start, on its byte-order index; longer ones any part, on its trigrams. */
const TRIGRAM_MIN = 3;

const byName = sql`lower(${users.name}) collate "C", ${users.id}`;

function nameMatches(q: string | undefined): SQL {
  const text = q?.trim().toLowerCase();
  if (!text) return sql`true`;
  return text.length < TRIGRAM_MIN
    ? sql`lower(${users.name}) collate "C" like ${prefixPattern(text)}`
    : sql`lower(${users.name}) like ${likePattern(text)}`;
}

/**
 * The person filter's choices: the people with entries in the range that the caller sees, by name,
 * matching `q`. Staff's walk the accounts by name, each checked for an entry in the range on the
 * actor's index; a creator side's are the actors of its own entries (few).
 */
export async function activityPeople(
  db: Database,
  auth: AuthContext,
  body: ReportRange & { q?: string },
): Promise<Array<{ id: string; name: string | null }>> {
  const { start, end } = rangeInstants(body);
  const acted =
    activityScope(auth) === undefined
      ? sql`exists (select 1 from ${activityLogs} where ${activityLogs.actorId} = ${users.id}
          and ${activityLogs.createdAt} >= ${start} and ${activityLogs.createdAt} < ${end})`
      : sql`${users.id} in (select distinct ${activityLogs.actorId} from ${activityLogs}
          where ${reportWhere(auth, body)})`;
  return rowsOf<{ id: string; name: string | null }>(
    await db.execute(sql`select ${users.id} as id, ${users.name} as name from ${users}
      where ${nameMatches(body.q)} and ${acted} order by ${byName} limit ${ACTIVITY_PEOPLE_CHOICES}`),
  );
}

/**
 * The record type filter's choices: staff every type the log holds (read by skipping along the
 * entity index, a probe per type, whatever the log's length); a creator side the types of its own
 * entries in the range.
 */
export async function activityEntities(
  db: Database,
  auth: AuthContext,
  range: ReportRange,
): Promise<string[]> {
  rangeInstants(range);
  const rows =
    activityScope(auth) === undefined
      ? rowsOf<{ entity: string }>(
          await db.execute(sql`with recursive e(entity) as (
              (select entity from ${activityLogs} order by entity limit 1)
              union all
              select (select l.entity from ${activityLogs} l where l.entity > e.entity order by l.entity limit 1)
              from e where e.entity is not null)
            select entity from e where entity is not null`),
        )
      : rowsOf<{ entity: string }>(
          await db.execute(sql`select distinct ${activityLogs.entity} as entity from ${activityLogs}
            where ${reportWhere(auth, range)} order by 1`),
        );
  return rows.map((row) => row.entity);
}
