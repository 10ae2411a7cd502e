import { Column, is, SQL, sql, type DriverValueDecoder } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** How a raw value of one column comes back as the query builder would answer it. */
type Decode = (value: unknown) => unknown;

/**
 * A view's select list rendered to SQL text once, and the decoding of its rows. Drizzle's query
 * builder renders every selected column and checks every field's class again on each call, and
 * decodes each row the same way: for a list's page that was a third of the server's time per request
 * (its `is()` checks alone 13 %). A list reads its page with this selection and decodes the rows with
 * the same decoders the builder uses (a column's own `mapFromDriverValue`, an expression's `mapWith`).
 */
export interface CompiledView {
  /** `<expression> as "<key>", ...`: parameter-free text, or, when a field carries a parameter, SQL. */
  selection: SQL;
  /** How many parameters the selection carries: a caller's own fields' (their id), none for a view's. */
  params: number;
  decode(row: Record<string, unknown>): Record<string, unknown>;
}

const compiled = new WeakMap<SelectedFields, CompiledView>();

/** An expression's decoder: what its `mapWith` set (drizzle keeps the property out of its types). */
const decoderOfSql = (expression: SQL) =>
  (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

function decoderOf(field: unknown): Decode | undefined {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  if (!expression) return undefined;
  const decoder = decoderOfSql(expression);
  return (value) => decoder.mapFromDriverValue(value);
}

/** A value the view's own code wrote (a flag, a status's number or name), not a caller's. */
const isConstant = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * `constants`: the view is a module's constant, so its parameters are values its code wrote, and are
 * written into the text as literals (escaped by drizzle); a caller's fields keep theirs as parameters.
 */
function compile(view: SelectedFields, constants: boolean): CompiledView {
  const parts: SQL[] = [];
  const decoders: Array<[string, Decode]> = [];
  for (const [key, field] of Object.entries(view)) {
    const decode = decoderOf(field);
    if (!decode) throw new Error(`a compiled view's field ${key} is not a column or an expression`);
    // The page's own columns (listTable's pageFirst) are named so.
    if (key.startsWith('page_')) throw new Error(`a compiled view's field ${key} has a page's name`);
    const expression = is(field, SQL.Aliased) ? field.sql : (field as SQL | Column);
    parts.push(sql`${expression} as ${sql.identifier(key)}`);
    decoders.push([key, decode]);
  }
  const joined = sql.join(parts, sql`, `);
  let rendered = dialect.sqlToQuery(joined);
  if (rendered.params.length > 0 && constants && rendered.params.every(isConstant)) {
    rendered = dialect.sqlToQuery(sql.join(parts, sql`, `).inlineParams());
  }
  return {
    selection: rendered.params.length === 0 ? sql.raw(rendered.sql) : joined,
    params: rendered.params.length,
    decode(row) {
      const out: Record<string, unknown> = {};
      for (const [key, decode] of decoders) {
        const value = row[key];
        out[key] = value === null || value === undefined ? null : decode(value);
      }
      return out;
    },
  };
}

/**
 * The view compiled once, cached by the view object (a view is a module's constant), and with it the
 * caller's own fields (`personal`: their reaction, their star), compiled on each call.
 */
export function compiledView(view: SelectedFields, personal?: SelectedFields): CompiledView {
  let entry = compiled.get(view);
  if (!entry) {
    entry = compile(view, true);
    compiled.set(view, entry);
  }
  if (!personal) return entry;
  const own = compile(personal, false);
  const shared = entry;
  return {
    selection: sql`${shared.selection}, ${own.selection}`,
    params: shared.params + own.params,
    decode: (row) => Object.assign(shared.decode(row), own.decode(row)),
  };
}
