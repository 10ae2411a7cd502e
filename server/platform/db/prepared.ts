import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * How many statement texts a process names at most. Each named text is parsed and planned once per
 * connection and kept there; only texts with no parameter but plan-neutral ones are named (below),
 * texts the code writes, so their number is the code's own, but a bound keeps a mistake from filling
 * the connections.
 */
export const NAMED_STATEMENTS_MAX = 500;

const names = new Map<string, string>();

/** A name for a text, `generation` telling apart the names a text had before (`renamed`). */
const nameOf = (text: string, generation: number) =>
  `drm_${createHash('sha1').update(`${generation}:${text}`).digest('hex').slice(0, 24)}`;

/**
 * The statement's name for a text whose parameters are all plan-neutral (`neutral` of them: a caller's
 * own id compared for equality on a key, which no plan depends on), or none: a text with other
 * parameters (a filter's value, whose plan may depend on it), or past the bound.
 */
export function statementName(text: string, params: readonly unknown[], neutral = 0): string | undefined {
  if (params.length > neutral) return undefined;
  let name = names.get(text);
  if (!name && names.size < NAMED_STATEMENTS_MAX) {
    name = nameOf(text, 0);
    names.set(text, name);
  }
  return name;
}

/**
 * `neutral` for a statement whose every parameter is plan-neutral: one row found by its primary key,
 * the other parameters values it sets or writes (a logged update).
 */
export const ALL_NEUTRAL = Number.POSITIVE_INFINITY;

/** How many times each text was named anew (`renamed`). */
const generations = new Map<string, number>();

/** A new name for a text whose prepared statement PostgreSQL refuses to run again (`stalePlan`). */
function renamed(text: string): string {
  const generation = (generations.get(text) ?? 0) + 1;
  generations.set(text, generation);
  const name = nameOf(text, generation);
  names.set(text, name);
  return name;
}

/**
 * PostgreSQL's refusal of a prepared statement whose answer's columns changed since the connection
 * prepared it (a migration altered a column's type under a running server): it re-plans a statement
 * by itself, but never changes the row type it promised.
 */
export function stalePlan(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a statement as `db.execute` does, but a text with no parameters (a list's first page, its
 * view, order, limit and kept total all written by the code) runs as a named prepared statement on
 * PostgreSQL: parsed and planned once per connection instead of on every call, which for a list's
 * page was most of PostgreSQL's time (a page of payment runs: 5,700 statements a second planned each
 * time, 15,300 prepared). With no parameter there is no generic plan to go wrong: the plan is the one
 * a fresh planning would make; `neutral`: how many of its parameters the caller vouches no plan depends
 * on (a caller's own id in the fields it adds to each row). PostgreSQL re-plans it by itself after a
 * migration changes a table, and one whose columns' types changed is prepared again under a new name.
 * PGlite runs it as before (one connection, its own statement cache).
 */
export async function executeNamed(db: Database, query: SQL, neutral = 0) {
  const built = dialect.sqlToQuery(query);
  const session = (db as unknown as { session: PgSession }).session;
  const run = (name: string | undefined) => session.prepareQuery(built, undefined, name, false).execute();
  const name = statementName(built.sql, built.params, neutral);
  try {
    return await run(name);
  } catch (error) {
    // Prepared before a migration changed its columns' types: the text is named anew, and each
    // connection prepares it again once (inside a transaction the refusal has ended it: it fails).
    if (!name || !stalePlan(error)) throw error;
    return run(renamed(built.sql));
  }
}

/**
 * A report's or dashboard's read, named: its values (months, days, a kept window, a kind, a payee, a
 * page's bounds, the caller's own id) pick rows by the keys of kept tables (totals per day, month,
 * window) or of an index, so no plan depends on which, and parsing and planning it took more time than
 * running it (a dashboard's statements: 0.3 to 2.7 ms of parse and plan each for 0.02 to 0.9 ms of
 * execution). PostgreSQL still plans its first runs for their values, and keeps a generic plan only
 * when it costs no more.
 */
export const readNamed = (db: Database, query: SQL) => executeNamed(db, query, ALL_NEUTRAL);

/**
 * `limit <n>`, written into the text (a list's limit is a validated integer, a few distinct values),
 * and an offset past the first page as a parameter: a first page's text then has no parameter of its
 * own and can be named, while the pages after it, one text each if written in, are not.
 */
export function pageClause(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`a page's limit ${limit} is not a count`);
  return offset > 0 ? sql`limit ${sql.raw(String(limit))} offset ${offset}` : sql.raw(`limit ${limit}`);
}

/**
 * A value the code wrote (a status's name, a flag), written into the text instead of passed as a
 * parameter, so that a statement made only of such values can be named. Refuses anything that is not
 * a plain word: a person's input is always a parameter.
 */
export function constant(value: string | number | boolean): SQL {
  if (typeof value === 'boolean') return sql.raw(String(value));
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`${value} is not a code constant`);
    return sql.raw(String(value));
  }
  if (!/^[A-Za-z0-9_]*$/.test(value)) throw new Error(`"${value}" is not a code constant`);
  return sql.raw(`'${value}'`);
}
