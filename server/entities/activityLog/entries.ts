import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { ActivityKind } from '../../../shared/activityLog';
import { csvLine } from '../../../shared/csv';
import { canDo } from '../../../shared/resources';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { compiledView } from '../../platform/db/compiledView';
import { pageClause, readNamed } from '../../platform/db/prepared';
import { rowsOf } from '../../platform/db/rows';
import { badRequest } from '../../platform/http/errors';
import { users } from '../users/table';
import { reportWhere, type ReportFilter } from './report';
import { activityLogs } from './table';

/** Rows per page of the entry list's most and of the CSV: memory stays flat whatever the total. */
export const ENTRIES_PAGE_MAX = 100;
const CSV_PAGE = 500;

/** What an entry shows: who did what to which record, and a note's text. No snapshot, so no money. */
const entryView = {
  _id: activityLogs.id,
  created_at: activityLogs.createdAt,
  actor: activityLogs.actorId,
  actor_name: users.name,
  action: activityLogs.action,
  entity: activityLogs.entity,
  entity_id: activityLogs.entityId,
  kind: activityLogs.kind,
  note: activityLogs.note,
};

type Entry = SelectResultFields<typeof entryView> & { can_edit: boolean };

/** A live note the caller wrote, or any note for those who change anyone's. */
const canEdit = (auth: AuthContext) => ({
  can_edit: canDo('activity-log-reports', 'editAnyNote', auth.type)
    ? sql<boolean>`(${activityLogs.kind} = ${ActivityKind.NOTE} and ${activityLogs.note} is not null)`
    : sql<boolean>`(${activityLogs.kind} = ${ActivityKind.NOTE} and ${activityLogs.note} is not null
        and ${activityLogs.actorId} = ${auth.userId})`,
});

/**
 * One page of the report's entries, newest first on the (created_at, id) index, after the entry
 * `before` (the last of the previous page; a keyset, so a deep page costs what the first does).
 */
export async function entriesPage(
  db: Database,
  auth: AuthContext,
  filter: ReportFilter,
  limit: number,
  before?: string,
) {
  let after;
  if (before) {
    const [cursor] = await db
      .select({ createdAt: activityLogs.createdAt, id: activityLogs.id })
      .from(activityLogs)
      .where(eq(activityLogs.id, before));
    if (!cursor) throw badRequest('request.invalid', { before: 'field.bad_cursor' });
    after = sql`(${activityLogs.createdAt}, ${activityLogs.id}) < (${cursor.createdAt}, ${cursor.id})`;
  }
  // The view compiled once and its rows decoded by their columns; named (a range's instants and the
  // caller's id pick rows on the (created_at, id) index): parse and plan were most of a page's time.
  const view = compiledView(entryView, canEdit(auth));
  const rows = rowsOf<Record<string, unknown>>(
    await readNamed(
      db,
      sql`select ${view.selection} from ${activityLogs} left join ${users} on ${eq(users.id, activityLogs.actorId)}
        where ${and(reportWhere(auth, filter), after) ?? sql`true`}
        order by ${activityLogs.createdAt} desc, ${activityLogs.id} desc ${pageClause(limit + 1, 0)}`,
    ),
  ).map((row) => view.decode(row) as Entry);
  return { data: rows.slice(0, limit), has_more: rows.length > limit };
}

const CSV_HEADINGS = ['Date (UTC)', 'Person', 'Action', 'Entity', 'Record', 'Kind', 'Note'];

/**
 * The report's entries as CSV, streamed page by page (the client's pace: a slow reader never fills the
 * memory), every cell formula-safe (shared/csv). The range is checked before anything is sent, so a bad
 * one is a 400, not a broken file.
 */
export function entriesCsv(db: Database, auth: AuthContext, filter: ReportFilter): PassThrough {
  reportWhere(auth, filter);
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(csvLine(CSV_HEADINGS));
      let before: string | undefined;
      for (;;) {
        const page = await entriesPage(db, auth, filter, CSV_PAGE, before);
        out.write(
          page.data
            .map((row) =>
              csvLine([
                new Date(row.created_at).toISOString(),
                row.actor_name,
                row.action,
                row.entity,
                row.entity_id,
                row.kind,
                row.note,
              ]),
            )
            .join(''),
        );
        if (!page.has_more) break;
        before = page.data.at(-1)!._id;
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
