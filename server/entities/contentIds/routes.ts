import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_ID_IMPORT_MAX_BYTES, CONTENT_ID_IMPORT_MAX_ROWS } from '../../../shared/constants';
import { caller } from '../../platform/auth/plugin';
import { CSV_TYPES, isCsvBody } from '../../platform/http/csvBody';
import { englishOf, messageOf } from '../../../shared/messages';
import { badRequest, type FieldReasons } from '../../platform/http/errors';
import type { ApiServices } from '../../services';
import { columnsOf, fileTooLarge, readCsv, readRows, totalsOf, type PlannedRow } from './csvImport';
import { listContentIds, planImport, writeImport } from './repository';
import {
  ContentIdCountAnswer,
  ContentIdListAnswer,
  ContentIdListBody,
  ImportAnswer,
  ImportQuery,
} from './schemas';

const read = { access: { resource: 'libraries', action: 'contentIds' } } as const;
const write = { access: { resource: 'libraries', action: 'importContentIds' } } as const;
const LIMITS = { maxBytes: CONTENT_ID_IMPORT_MAX_BYTES, maxRows: CONTENT_ID_IMPORT_MAX_ROWS };

/** The preview's (and the import's) answer: each row as the wire names it, and the totals. */
const answerOf = (rows: PlannedRow[], dryRun: boolean) => ({
  dry_run: dryRun,
  rows: rows.map((row) => ({
    line: row.line,
    asset: row.item?.id ?? null,
    title: row.item?.title ?? null,
    content_id_asset_id: row.after?.contentIdAssetId ?? row.contentIdAssetId,
    reference_id: row.after ? row.after.referenceId : row.referenceId,
    reference_status: row.after ? row.after.referenceStatus : row.referenceStatus,
    action: row.action,
    // Each reason in English, and as a catalogue message for the person's language.
    errors: row.errors.map(({ field, reason }) => ({
      field,
      reason: englishOf(reason),
      message: messageOf(reason),
    })),
  })),
  totals: totalsOf(rows),
});

/** Each bad row's first reason per field, by line and field ('line 4.content_id_asset_id'). */
function rowErrors(rows: PlannedRow[]): FieldReasons {
  const errors: FieldReasons = {};
  for (const row of rows)
    for (const { field, reason } of row.errors) errors[`line ${row.line}.${field}`] ??= reason;
  return errors;
}

/**
 * The library's Content ID mapping (spec 001 §7, issue 21): the list of approved items with their
 * YouTube asset id and reference, its count, and the CSV import that maps items in bulk.
 */
export const contentIdRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, { db }) => {
  // The file is read from the request as it arrives (./csvImport), so the parser leaves it unread.
  app.addContentTypeParser(CSV_TYPES, (_request, _payload, done) => done(null));

  app.post(
    '/content/library/claim/asset/original',
    {
      schema: {
        description: 'Library items with their Content ID mapping: staff all, a rights holder its label.',
        body: ContentIdListBody,
        response: { 200: ContentIdListAnswer },
      },
      config: read,
    },
    async (request) => {
      const { data, total } = await listContentIds(db, caller(request), request.body);
      return { result: { data: data as never[], total } };
    },
  );

  app.post(
    '/content/library/claim/asset/original/count',
    { schema: { body: ContentIdListBody, response: { 200: ContentIdCountAnswer } }, config: read },
    async (request) => {
      const body = { ...request.body, page: 1, limit: 1 };
      return { result: (await listContentIds(db, caller(request), body)).total };
    },
  );

  app.post(
    '/content/library/claim/asset/original/import',
    {
      schema: {
        description:
          'Maps library items to Content ID assets from a CSV file sent as the body (text/csv): columns asset, isrc or custom_id, then content_id_asset_id, reference_id, reference_status. With dry_run=true it answers what each row would do and writes nothing; otherwise a file with any bad row writes nothing (400, by line), else every row is written in one transaction.',
        querystring: ImportQuery,
        response: { 200: ImportAnswer },
      },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      if (!isCsvBody(request)) {
        throw badRequest('request.invalid', {
          file: 'content_ids.csv_body',
        });
      }
      // A declared size past the limit is refused before a byte is read.
      if (Number(request.headers['content-length']) > LIMITS.maxBytes) throw fileTooLarge(LIMITS.maxBytes);
      const { header, records } = await readCsv(request.raw, LIMITS);
      const rows = readRows(columnsOf(header.cells), records);
      if (request.query.dry_run === 'true') {
        return { result: answerOf(await planImport(db, auth, rows), true) };
      }
      // Checked again inside the transaction that writes, so nothing changes between check and write.
      const planned = await db.transaction(async (tx) => {
        const plan = await planImport(tx, auth, rows);
        if (plan.some((row) => row.errors.length > 0))
          throw badRequest('content_ids.has_errors', rowErrors(plan));
        await writeImport(tx, auth, plan);
        return plan;
      });
      const result = answerOf(planned, false);
      const { add, update, unchanged } = result.totals;
      return { result, message: `${add} added, ${update} updated, ${unchanged} unchanged.` };
    },
  );
};
