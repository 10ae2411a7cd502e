import type { Database } from '../db/client';

/**
 * Long work done in parts, each in a transaction of its own, the progress written between them (never
 * from inside a transaction: PGlite has one connection). A part answering false ends the work there.
 */
export async function inParts<P>(
  db: Database,
  parts: readonly P[],
  part: (tx: Database, item: P) => Promise<boolean>,
  progress: (percent: number) => Promise<void>,
): Promise<void> {
  for (const [i, item] of parts.entries()) {
    if (!(await db.transaction((tx) => part(tx, item)))) return;
    await progress(((i + 1) * 100) / parts.length);
  }
}
