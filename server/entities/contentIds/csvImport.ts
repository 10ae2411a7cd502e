import { msg, type Said } from '../../../shared/serverMessages';
import type { Readable } from 'node:stream';
import { CsvError, parse, type Parser } from 'csv-parse';
import {
  ImportAction,
  ImportColumn,
  IMPORT_COLUMNS,
  isContentIdAssetId,
  isReferenceId,
  isReferenceStatus,
  ITEM_COLUMNS,
  REFERENCE_STATUSES,
} from '../../../shared/contentIds';
import { CUSTOM_ID_MAX_LENGTH, ISRC_PATTERN } from '../assets/schemas';
import { badRequest, HttpError } from '../../platform/http/errors';
import { SINGLE_LINE } from '../../platform/http/schemas';

/**
 * The Content ID import's file, read and checked without the database: the CSV streamed through
 * csv-parse under a size and a row limit, its header matched to the known columns, each row's cells
 * checked, then (given what the database holds) each row's item found and its action decided.
 * Cells are data only: nothing in them is ever evaluated, a formula included.
 */

export interface CsvRecord {
  /** The file's line where the record starts (a quoted cell may run over several lines). */
  line: number;
  cells: string[];
}

export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

export const INVALID_FILE = 'content_ids.cannot_import';
/** A refused cell is answered back cut to this length: enough to recognise it. */
export const ECHO_MAX_LENGTH = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISRC = new RegExp(ISRC_PATTERN);

const fileError = (reason: Said) => badRequest(INVALID_FILE, { file: reason });
export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, msg('content_ids.too_large', { megabytes: maxBytes / 1024 / 1024 }), {
    file: msg('content_ids.too_large_field', { bytes: maxBytes }),
  });

/**
 * Feeds the source into the parser, with backpressure, until it ends or passes `maxBytes`. On a stop
 * the rest of the source is read and dropped rather than destroyed: the source is the request, and
 * destroying it would close the connection the refusal is answered on.
 */
function feed(source: Readable, parser: Parser, maxBytes: number) {
  let bytes = 0;
  let stopped = false;
  let stop: (error?: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer | string) => {
      if (stopped) return;
      bytes += chunk.length;
      if (bytes > maxBytes) return stop(fileTooLarge(maxBytes));
      if (!parser.write(chunk)) {
        source.pause();
        parser.once('drain', () => stopped || source.resume());
      }
    };
    const onEnd = () => {
      if (!stopped) parser.end();
      stop();
    };
    stop = (error) => {
      if (stopped) return;
      stopped = true;
      source.off('data', onData).off('end', onEnd).off('error', stop);
      source.resume();
      if (error) reject(error);
      else resolve();
    };
    source.on('data', onData).once('end', onEnd).once('error', stop);
  });
  return { done, stop: () => stop() };
}

const countIn = (cells: string[], pattern: RegExp) =>
  cells.reduce((count, cell) => count + (cell.match(pattern)?.length ?? 0), 0);

/**
 * Reads a CSV file into its header and rows, at most `maxRows` of them: a BOM is skipped, blank lines
 * and rows of empty cells are left out, and a malformed file (a quote never closed) is a 400 naming
 * the line. Every row is held, since the whole file is written in one transaction or not at all.
 */
export async function readCsv(
  source: Readable,
  limits: CsvLimits,
): Promise<{ header: CsvRecord; records: CsvRecord[] }> {
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    // A quote inside an unquoted cell (=HYPERLINK("x") typed by hand) is part of the text.
    relax_quotes: true,
  });
  const feeding = feed(source, parser, limits.maxBytes);
  // A refused or failing source ends the parse with its error.
  feeding.done.catch((error: Error) => parser.destroy(error));
  let header: CsvRecord | undefined;
  const records: CsvRecord[] = [];
  // csv-parse counts a CRLF inside a quoted cell as two lines: what it over-counted so far.
  let overCounted = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      overCounted += countIn(record, /\r\n/g);
      const row = { line: info.lines - overCounted - countIn(record, /\r\n|\r|\n/g), cells: record };
      if (!header) header = row;
      else if (records.length === limits.maxRows)
        throw fileError(msg('csv.too_many_rows', { count: limits.maxRows }));
      else records.push(row);
    }
    await feeding.done;
  } catch (error) {
    feeding.stop();
    if (error instanceof CsvError) throw fileError(msg('csv.parse_error', { detail: error.message }));
    throw error;
  }
  if (!header) throw fileError('csv.empty');
  return { header, records };
}

/** 'Content ID Asset ID' and 'content-id-asset-id' both name content_id_asset_id. */
export const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isColumn = (name: string): name is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(name);

/** Where each known column is in the file; an unknown, repeated or missing column is a 400. */
export function columnsOf(header: string[]): Map<ImportColumn, number> {
  const columns = new Map<ImportColumn, number>();
  header.forEach((text, index) => {
    const name = columnName(text);
    // Spreadsheets add empty columns at the right; they carry nothing.
    if (name === '') return;
    if (!isColumn(name)) {
      throw fileError(
        msg('csv.unknown_column', {
          column: JSON.stringify(text.slice(0, ECHO_MAX_LENGTH)),
          columns: IMPORT_COLUMNS.join(', '),
        }),
      );
    }
    if (columns.has(name)) throw fileError(msg('csv.column_twice', { column: name }));
    columns.set(name, index);
  });
  if (!columns.has(ImportColumn.CONTENT_ID_ASSET_ID)) throw fileError('csv.needs_id_column');
  if (!ITEM_COLUMNS.some((column) => columns.has(column))) throw fileError('csv.needs_item_column');
  return columns;
}

export interface RowError {
  field: string;
  reason: Said;
}

/** A row as the file gives it, its cells checked. */
export interface ImportRow {
  line: number;
  /** How the row names its item (null when not given): its library id, ISRC or custom id. */
  asset: string | null;
  isrc: string | null;
  customId: string | null;
  /** As given: a refused value is cut to ECHO_MAX_LENGTH. */
  contentIdAssetId: string;
  /** Null when the cell is empty or the column absent. */
  referenceId: string | null;
  referenceStatus: string | null;
  errors: RowError[];
}

/** ISRCs are often written with hyphens or spaces ('US-RC1-76-07839'); stored without. */
const normalIsrc = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** Each record as a row of the import, with what is wrong with its cells. */
export function readRows(columns: Map<ImportColumn, number>, records: CsvRecord[]): ImportRow[] {
  if (records.length === 0) throw fileError('csv.no_rows');
  const width = Math.max(...columns.values()) + 1;
  return records.map(({ line, cells }) => {
    const errors: RowError[] = [];
    const refuse = (field: string, reason: Said) => errors.push({ field, reason });
    const cell = (column: ImportColumn) => {
      const index = columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const echo = (text: string, valid: boolean) => (valid ? text : text.slice(0, ECHO_MAX_LENGTH));
    if (cells.slice(width).some((extra) => extra.trim() !== ''))
      refuse('line', msg('csv.extra_cells', { count: cells.length }));

    let asset: string | null = cell(ImportColumn.ASSET) || null;
    if (asset && !UUID.test(asset)) {
      refuse(ImportColumn.ASSET, 'csv.asset_uuid');
      asset = null;
    }
    let isrc: string | null = normalIsrc(cell(ImportColumn.ISRC)) || null;
    if (isrc && !ISRC.test(isrc)) {
      refuse(ImportColumn.ISRC, 'csv.isrc');
      isrc = null;
    }
    let customId: string | null = cell(ImportColumn.CUSTOM_ID) || null;
    if (customId && (customId.length > CUSTOM_ID_MAX_LENGTH || !SINGLE_LINE.test(customId))) {
      refuse(ImportColumn.CUSTOM_ID, msg('csv.custom_id', { limit: CUSTOM_ID_MAX_LENGTH }));
      customId = null;
    }
    if (!errors.some((error) => (ITEM_COLUMNS as readonly string[]).includes(error.field)))
      if (!asset && !isrc && !customId) refuse(ImportColumn.ASSET, 'csv.item_required');

    const contentIdAssetId = cell(ImportColumn.CONTENT_ID_ASSET_ID);
    const validId = isContentIdAssetId(contentIdAssetId);
    if (!contentIdAssetId) refuse(ImportColumn.CONTENT_ID_ASSET_ID, 'field.required');
    else if (!validId) refuse(ImportColumn.CONTENT_ID_ASSET_ID, 'csv.content_id_asset_id');
    const referenceId = cell(ImportColumn.REFERENCE_ID);
    const validReference = !referenceId || isReferenceId(referenceId);
    if (!validReference) refuse(ImportColumn.REFERENCE_ID, 'csv.reference_id');
    const referenceStatus = cell(ImportColumn.REFERENCE_STATUS).toLowerCase();
    const validStatus = !referenceStatus || isReferenceStatus(referenceStatus);
    if (!validStatus)
      refuse(
        ImportColumn.REFERENCE_STATUS,
        msg('csv.reference_status', { values: REFERENCE_STATUSES.join(', ') }),
      );

    return {
      line,
      asset: asset?.toLowerCase() ?? null,
      isrc,
      customId,
      contentIdAssetId: echo(contentIdAssetId, validId),
      referenceId: referenceId ? echo(referenceId, validReference) : null,
      referenceStatus: referenceStatus ? echo(referenceStatus, validStatus) : null,
      errors,
    };
  });
}

/** A library item a row may name. */
export interface LibraryItem {
  id: string;
  title: string;
  isrc: string | null;
  customId: string | null;
}

/** The library items the file's rows name, by each of the ways a row names one. */
export interface ItemIndex {
  byId: Map<string, LibraryItem>;
  byIsrc: Map<string, LibraryItem[]>;
  byCustomId: Map<string, LibraryItem[]>;
}

export interface ResolvedRow extends ImportRow {
  item: LibraryItem | null;
}

/**
 * Finds each row's item: by its id first, else by ISRC, else by custom id; every way the row gives
 * must name that same item, and an ISRC or custom id several items share names none of them.
 */
export function resolveRows(rows: ImportRow[], index: ItemIndex): ResolvedRow[] {
  return rows.map((row) => {
    const errors = [...row.errors];
    const found: Array<[ImportColumn, LibraryItem]> = [];
    const lookUp = (column: ImportColumn, key: string | null, matches: LibraryItem[] | undefined) => {
      if (!key) return;
      if (!matches?.length) {
        errors.push({ field: column, reason: 'csv.no_item' });
      } else if (matches.length > 1) {
        errors.push({
          field: column,
          reason: msg('csv.shared_by', { count: matches.length }),
        });
      } else found.push([column, matches[0]]);
    };
    const byId = row.asset ? index.byId.get(row.asset) : undefined;
    lookUp(ImportColumn.ASSET, row.asset, byId ? [byId] : []);
    lookUp(ImportColumn.ISRC, row.isrc, row.isrc ? index.byIsrc.get(row.isrc) : undefined);
    lookUp(
      ImportColumn.CUSTOM_ID,
      row.customId,
      row.customId ? index.byCustomId.get(row.customId) : undefined,
    );
    const [first] = found;
    for (const [column, item] of found.slice(1)) {
      if (item.id !== first[1].id)
        errors.push({ field: column, reason: msg('csv.other_item', { column: first[0] }) });
    }
    const agreed = first && found.every(([, item]) => item.id === first[1].id);
    return { ...row, item: agreed ? first[1] : null, errors };
  });
}

/** An item's Content ID mapping. */
export interface Mapping {
  contentIdAssetId: string;
  referenceId: string | null;
  referenceStatus: string | null;
}

export interface PlannedRow extends ResolvedRow {
  /** Null for a row with errors: it is not written. */
  action: ImportAction | null;
  before: Mapping | null;
  after: Mapping | null;
}

const sameMapping = (a: Mapping, b: Mapping) =>
  a.contentIdAssetId === b.contentIdAssetId &&
  a.referenceId === b.referenceId &&
  a.referenceStatus === b.referenceStatus;

/**
 * What each row does, given the items' mappings now (`current`, by item) and which item holds each of
 * the file's content id asset ids (`holders`). A row naming an item or a content id an earlier row
 * named is an error, as is a content id another item holds. An empty reference cell keeps the
 * reference stored with the same content id (a file of ids alone loses nothing); with a new content
 * id the old reference, which was that asset's, is not kept.
 */
export function planRows(
  rows: ResolvedRow[],
  current: Map<string, Mapping>,
  holders: Map<string, string>,
): PlannedRow[] {
  const itemLines = new Map<string, number>();
  const idLines = new Map<string, number>();
  return rows.map((row) => {
    const errors = [...row.errors];
    const { item, contentIdAssetId: id } = row;
    const validId = isContentIdAssetId(id);
    if (item) {
      const earlier = itemLines.get(item.id);
      if (earlier === undefined) itemLines.set(item.id, row.line);
      else errors.push({ field: ImportColumn.ASSET, reason: msg('csv.same_item', { line: earlier }) });
    }
    if (validId) {
      const earlier = idLines.get(id);
      if (earlier === undefined) idLines.set(id, row.line);
      else
        errors.push({
          field: ImportColumn.CONTENT_ID_ASSET_ID,
          reason: msg('csv.same_id', { line: earlier }),
        });
      const holder = holders.get(id);
      if (holder && holder !== item?.id)
        errors.push({
          field: ImportColumn.CONTENT_ID_ASSET_ID,
          reason: 'csv.already_mapped',
        });
    }
    if (!item || errors.length > 0) return { ...row, errors, action: null, before: null, after: null };
    const before = current.get(item.id) ?? null;
    const kept = before?.contentIdAssetId === id ? before : null;
    const after: Mapping = {
      contentIdAssetId: id,
      referenceId: row.referenceId ?? kept?.referenceId ?? null,
      referenceStatus: row.referenceStatus ?? kept?.referenceStatus ?? null,
    };
    const action = !before
      ? ImportAction.ADD
      : sameMapping(before, after)
        ? ImportAction.UNCHANGED
        : ImportAction.UPDATE;
    return { ...row, errors, action, before, after };
  });
}

/** How many rows do what, and how many have errors. */
export function totalsOf(rows: PlannedRow[]) {
  const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
  return {
    rows: rows.length,
    add: count(ImportAction.ADD),
    update: count(ImportAction.UPDATE),
    unchanged: count(ImportAction.UNCHANGED),
    invalid: rows.filter((row) => row.errors.length > 0).length,
  };
}
