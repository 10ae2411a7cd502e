import { Readable } from 'node:stream';
import { englishOf } from '../../../shared/messages';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors';
import {
  columnsOf,
  planRows,
  readCsv,
  readRows,
  resolveRows,
  totalsOf,
  type ImportRow,
  type ItemIndex,
  type LibraryItem,
  type Mapping,
} from './csvImport';

const LIMITS = { maxBytes: 10_000, maxRows: 5 };
const ID_1 = 'A123456789012';
const ID_2 = 'A987654321098';
const ITEM_1 = '11111111-1111-4111-8111-111111111111';
const ITEM_2 = '22222222-2222-4222-8222-222222222222';

/** The text in chunks of a few bytes, as a slow upload gives it. */
const stream = (text: string, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      Buffer.from(text.slice(i * size, (i + 1) * size)),
    ),
  );

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('not refused');
}

describe('reading the CSV', () => {
  it('reads the header and rows with their lines, past a BOM, blank lines and quoted line breaks', async () => {
    const text = '\ufeffasset,content_id_asset_id\r\nx,"a\r\nb\r\nc"\r\n\r\n,\r\ny,z\r\n';
    const { header, records } = await readCsv(stream(text), LIMITS);
    expect(header).toEqual({ line: 1, cells: ['asset', 'content_id_asset_id'] });
    expect(records).toEqual([
      { line: 2, cells: ['x', 'a\r\nb\r\nc'] },
      { line: 7, cells: ['y', 'z'] },
    ]);
  });

  it('keeps formula-like cells as the text they are', async () => {
    const { records } = await readCsv(stream('asset,isrc\n=1+2,"@SUM(A1)"\n+cmd|x,-2\n'), LIMITS);
    expect(records.map((record) => record.cells)).toEqual([
      ['=1+2', '@SUM(A1)'],
      ['+cmd|x', '-2'],
    ]);
  });

  it('refuses a file past its size with 413, and one past its rows, empty or malformed with 400', async () => {
    const big = await refusal(readCsv(stream(`a\n${'x'.repeat(LIMITS.maxBytes)}\n`, 1000), LIMITS));
    expect(big.statusCode).toBe(413);
    expect(big.errors?.file).toMatch(/at most/);
    const long = await refusal(readCsv(stream('a\n1\n2\n3\n4\n5\n6\n'), LIMITS));
    expect([long.statusCode, long.errors?.file]).toEqual([400, 'has more than 5 rows']);
    expect((await refusal(readCsv(stream(''), LIMITS))).errors?.file).toBe('is empty');
    expect(refusalOf(() => readRows(columnsOf(['asset', 'content_id_asset_id']), [])).errors?.file).toMatch(
      /no rows/,
    );
    expect((await refusal(readCsv(stream('a,b\n1,"open\n'), LIMITS))).errors?.file).toMatch(/Quote/i);
  });
});

describe('the columns', () => {
  it('matches headers without case, with spaces and hyphens as underscores, and skips empty ones', () => {
    const columns = columnsOf(['Asset', ' Content ID Asset ID ', 'reference-status', '']);
    expect([...columns]).toEqual([
      ['asset', 0],
      ['content_id_asset_id', 1],
      ['reference_status', 2],
    ]);
  });

  it('refuses unknown, repeated and missing columns, naming them', () => {
    expect(refusalOf(() => columnsOf(['asset', 'content_id_asset_id', 'colour'])).errors?.file).toMatch(
      /unknown column "colour"/,
    );
    expect(refusalOf(() => columnsOf(['asset', 'asset', 'content_id_asset_id'])).errors?.file).toMatch(
      /twice/,
    );
    expect(refusalOf(() => columnsOf(['asset'])).errors?.file).toMatch(/content_id_asset_id/);
    expect(refusalOf(() => columnsOf(['content_id_asset_id'])).errors?.file).toMatch(
      /asset, isrc or custom_id/,
    );
  });
});

const rowsOf = (header: string[], ...records: string[][]) =>
  readRows(
    columnsOf(header),
    records.map((cells, i) => ({ line: i + 2, cells })),
  );

describe("a row's cells", () => {
  const header = ['asset', 'isrc', 'custom_id', 'content_id_asset_id', 'reference_id', 'reference_status'];

  it('reads a good row: ISRC without hyphens, status in lower case, empty cells as null', () => {
    const [row] = rowsOf(header, ['', 'us-rc1-76-07839', '', ID_1, '', 'Active']);
    expect(row).toEqual({
      line: 2,
      asset: null,
      isrc: 'USRC17607839',
      customId: null,
      contentIdAssetId: ID_1,
      referenceId: null,
      referenceStatus: 'active',
      errors: [],
    });
  });

  it('names each bad cell and why', () => {
    const [row] = rowsOf(header, ['not-a-uuid', 'XX', '', '=HYPERLINK("x")', 'ref id!', 'live']);
    expect(row.errors.map((error) => error.field)).toEqual([
      'asset',
      'isrc',
      'content_id_asset_id',
      'reference_id',
      'reference_status',
    ]);
    expect(row.contentIdAssetId).toBe('=HYPERLINK("x")');
    const [missing] = rowsOf(header, ['', '', '', ID_1, '', '']);
    expect(missing.errors).toEqual([{ field: 'asset', reason: 'csv.item_required' }]);
    expect(englishOf(missing.errors[0].reason)).toMatch(/is required/);
    const [short] = rowsOf(['asset', 'content_id_asset_id'], [ITEM_1, 'A12']);
    expect(englishOf(short.errors[0].reason)).toMatch(/A followed by 12 or more/);
    const [wide] = rowsOf(['asset', 'content_id_asset_id'], [ITEM_1, ID_1, 'extra']);
    expect(wide.errors.map(({ field, reason }) => [field, englishOf(reason)])).toEqual([
      ['line', expect.stringMatching(/more than the header/)],
    ]);
  });
});

const item = (id: string, title: string, isrc: string | null = null, customId: string | null = null) => ({
  id,
  title,
  isrc,
  customId,
});
const index = (...items: LibraryItem[]): ItemIndex => {
  const by = (key: 'isrc' | 'customId') => {
    const map = new Map<string, LibraryItem[]>();
    for (const entry of items) if (entry[key]) map.set(entry[key]!, [...(map.get(entry[key]!) ?? []), entry]);
    return map;
  };
  return {
    byId: new Map(items.map((entry) => [entry.id, entry])),
    byIsrc: by('isrc'),
    byCustomId: by('customId'),
  };
};
const row = (line: number, fields: Partial<ImportRow>): ImportRow => ({
  line,
  asset: null,
  isrc: null,
  customId: null,
  contentIdAssetId: ID_1,
  referenceId: null,
  referenceStatus: null,
  errors: [],
  ...fields,
});

describe("finding a row's item", () => {
  const northern = item(ITEM_1, 'Northern Drive', 'USRC17607839', 'ND-1');
  const fjord = item(ITEM_2, 'Fjord Morning', null, 'SHARED');
  const petal = item('33333333-3333-4333-8333-333333333333', 'Petal Drums', null, 'SHARED');

  it('finds it by id, ISRC or custom id, each given way agreeing', () => {
    const found = resolveRows(
      [
        row(2, { asset: ITEM_1 }),
        row(3, { isrc: 'USRC17607839' }),
        row(4, { asset: ITEM_1, customId: 'ND-1' }),
      ],
      index(northern, fjord),
    );
    expect(found.map((entry) => [entry.item?.title, entry.errors])).toEqual([
      ['Northern Drive', []],
      ['Northern Drive', []],
      ['Northern Drive', []],
    ]);
  });

  it('refuses an unknown key, a shared custom id and keys naming different items', () => {
    const found = resolveRows(
      [
        row(2, { asset: '99999999-9999-4999-8999-999999999999' }),
        row(3, { customId: 'SHARED' }),
        row(4, { asset: ITEM_2, isrc: 'USRC17607839' }),
      ],
      index(northern, fjord, petal),
    );
    expect(found.map((entry) => entry.item)).toEqual([null, null, null]);
    expect(found[0].errors[0]).toEqual({ field: 'asset', reason: 'csv.no_item' });
    expect(englishOf(found[1].errors[0].reason)).toMatch(/shared by 2 library items/);
    expect(found[2].errors[0]).toEqual({
      field: 'isrc',
      reason: { id: 'csv.other_item', params: { column: 'asset' } },
    });
  });
});

describe('what each row does', () => {
  const northern = item(ITEM_1, 'Northern Drive');
  const fjord = item(ITEM_2, 'Fjord Morning');
  const resolved = (line: number, found: LibraryItem | null, fields: Partial<ImportRow> = {}) => ({
    ...row(line, fields),
    item: found,
  });

  it('adds, updates or leaves each mapping, an empty reference keeping the stored one', () => {
    const current = new Map<string, Mapping>([
      [ITEM_1, { contentIdAssetId: ID_1, referenceId: 'R1', referenceStatus: 'active' }],
      [ITEM_2, { contentIdAssetId: ID_2, referenceId: 'R2', referenceStatus: 'active' }],
    ]);
    const holders = new Map([
      [ID_1, ITEM_1],
      [ID_2, ITEM_2],
    ]);
    const planned = planRows(
      [
        resolved(2, northern, { contentIdAssetId: ID_1 }),
        resolved(3, fjord, { contentIdAssetId: ID_2, referenceStatus: 'inactive' }),
      ],
      current,
      holders,
    );
    expect(planned.map((entry) => [entry.action, entry.after])).toEqual([
      ['unchanged', { contentIdAssetId: ID_1, referenceId: 'R1', referenceStatus: 'active' }],
      ['update', { contentIdAssetId: ID_2, referenceId: 'R2', referenceStatus: 'inactive' }],
    ]);
    const added = planRows(
      [resolved(2, northern, { contentIdAssetId: 'A555555555555' })],
      new Map(),
      new Map(),
    );
    expect(added[0].action).toBe('add');
    // A new content id does not take the old one's reference.
    const moved = planRows([resolved(2, northern, { contentIdAssetId: 'A555555555555' })], current, holders);
    expect(moved[0].after).toEqual({
      contentIdAssetId: 'A555555555555',
      referenceId: null,
      referenceStatus: null,
    });
    expect(totalsOf([...planned, ...added])).toEqual({
      rows: 3,
      add: 1,
      update: 1,
      unchanged: 1,
      invalid: 0,
    });
  });

  it('refuses duplicates in the file and a content id another item holds, and writes no such row', () => {
    const planned = planRows(
      [
        resolved(2, northern, { contentIdAssetId: ID_1 }),
        resolved(3, northern, { contentIdAssetId: 'A555555555555' }),
        resolved(4, fjord, { contentIdAssetId: ID_1 }),
        resolved(5, item('44444444-4444-4444-8444-444444444441', 'Petal Drums'), { contentIdAssetId: ID_2 }),
      ],
      new Map(),
      new Map([[ID_2, '44444444-4444-4444-8444-444444444444']]),
    );
    expect(
      planned.map((entry) => [entry.action, entry.errors.map((error) => englishOf(error.reason))]),
    ).toEqual([
      ['add', []],
      [null, ['names the same item as line 2']],
      [null, ['is given on line 2 too']],
      [null, ['is already mapped to another library item']],
    ]);
    expect(totalsOf(planned).invalid).toBe(3);
  });
});
