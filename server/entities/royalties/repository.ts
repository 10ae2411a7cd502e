import type { Static } from '@sinclair/typebox';
import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { englishOf, type AnySaid, type ServerMessage } from '../../../shared/messages';
import { OPEN_REVENUE_IMPORTS, REVENUE_IMPORTS_OPEN_PER_PERSON } from '../../../shared/royalties';
import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/http/errors';
import type { ListSpec } from '../../platform/http/listQuery';
import { listTable } from '../../platform/http/listTable';
import { users } from '../users/table';
import type { RevenueImportFilter, RevenueImportListBody, RevenueImportRecord } from './schemas';
import { revenueImports, type RevenueImportRow } from './table';

type Filter = Static<typeof RevenueImportFilter>;
export type RevenueImportAnswer = Static<typeof RevenueImportRecord>;

/** 'YYYY-MM' of a month's first day, and back. */
export const monthOf = (period: string) => period.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;

const listSpec: ListSpec<Filter> = {
  sortable: { created_at: revenueImports.createdAt, period: revenueImports.period },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  id: revenueImports.id,
  filters: {
    status: (status) => eq(revenueImports.status, status),
    period: (month) => eq(revenueImports.period, firstDayOf(month)),
    source: (source) => eq(revenueImports.source, source),
  },
};

/** An import as the API answers it: amounts as decimal strings of micro-units, reasons in both forms. */
export function answerOf(row: RevenueImportRow & { createdByName?: string | null }): RevenueImportAnswer {
  // A stored message is what a call site said, kept as data.
  const english = (message: ServerMessage) => englishOf(message as AnySaid);
  const said = (message: ServerMessage) => ({ reason: english(message), message });
  return {
    _id: row.id,
    source: row.source,
    period: monthOf(row.period),
    status: row.status,
    bytes: row.bytes,
    progress: row.progress,
    row_count: row.rowCount,
    error_count: row.errorCount,
    total_micros: row.totalMicros.toString(),
    currency: 'USD',
    preview: row.preview,
    errors: row.errors.map((error) => ({ line: error.line, field: error.field, ...said(error.reason) })),
    failure: row.failure ? english(row.failure) : null,
    failure_message: row.failure ?? null,
    created_by: row.createdBy,
    created_by_name: row.createdByName ?? null,
    imported_by: row.importedBy,
    imported_at: row.importedAt,
    replaced_by: row.replacedBy,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** What a list row reads: the import's columns and who uploaded it (for the page's rows only). */
const listView = {
  ...getTableColumns(revenueImports),
  _id: revenueImports.id,
  createdByName: sql<
    string | null
  >`(select u.name from ${users} u where u.id = ${revenueImports}.created_by)`,
};

/** One page of the imports, newest first. */
export async function listImports(db: Database, body: Static<typeof RevenueImportListBody>) {
  const page = await listTable(db, revenueImports, listView, listSpec, body);
  return {
    ...page,
    data: page.data.map((row) => answerOf(row as RevenueImportRow & { createdByName: string | null })),
  };
}

export async function findImport(db: Database, id: string): Promise<RevenueImportRow | undefined> {
  const [row] = await db.select().from(revenueImports).where(eq(revenueImports.id, id));
  return row;
}

export async function importAnswer(db: Database, id: string): Promise<RevenueImportAnswer | undefined> {
  const row = await findImport(db, id);
  if (!row) return undefined;
  const [creator] = row.createdBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.createdBy))
    : [];
  return answerOf({ ...row, createdByName: creator?.name ?? null });
}

/** The first key of the imports' advisory lock (one person's uploads counted one after another). */
const OPEN_IMPORTS_LOCK = 4_242_036;

/** Refuses (429) a person who already has REVENUE_IMPORTS_OPEN_PER_PERSON imports open. */
export async function checkOpenImports(tx: Database, personId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(OPEN_IMPORTS_LOCK))}, hashtext(${personId}))`,
  );
  const [row] = await tx
    .select({ n: count() })
    .from(revenueImports)
    .where(
      and(eq(revenueImports.createdBy, personId), inArray(revenueImports.status, [...OPEN_REVENUE_IMPORTS])),
    );
  const n = row?.n ?? 0;
  if (n >= REVENUE_IMPORTS_OPEN_PER_PERSON) {
    throw tooManyRequests(msg('royalties.too_many_open', { count: n }), 60_000);
  }
}
