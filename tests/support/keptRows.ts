import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client';

/** What can run a statement: the database or one of its transactions. */
export type Executor = Pick<Database, 'execute'>;

/**
 * What a kept table's rebuild function makes of it from its sources now, as `read` reads it. The kept
 * rows are put back after, in the same transaction (and connection), so the next check sees what the
 * triggers alone made.
 */
export async function readRebuilt<T>(
  db: Database,
  table: string,
  rebuild: string,
  read: (on: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const kept = sql.identifier(`${table}_kept`);
    await tx.execute(
      sql`create temporary table ${kept} on commit drop as select * from ${sql.identifier(table)}`,
    );
    await tx.execute(sql`select ${sql.identifier(rebuild)}()`);
    const fresh = await read(tx);
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await tx.execute(sql`insert into ${sql.identifier(table)} select * from ${kept}`);
    return fresh;
  });
}
