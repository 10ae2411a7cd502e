import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SeedRow, SimpleField } from '../../../shared/resources/simple';
import type { Database } from './client';
import { DECLARED_TABLES } from './declaredTables';

const camel = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Inserts the demo rows each simple resource declares, and answers their ids by resource and name.
 * Rows naming another record (a sub-category's parent) go in after the others, by that record's name.
 */
export async function seedDeclared(db: Database): Promise<Record<string, Map<string, string>>> {
  const ids: Record<string, Map<string, string>> = {};
  for (const { declaration, table } of DECLARED_TABLES) {
    const fields = declaration.simple.fields as Record<string, SimpleField>;
    const byName = new Map<string, string>();
    const values = (row: SeedRow) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => {
          const field = fields[name];
          if (!field) return [name, value]; // status
          return [
            camel(field.column),
            field.kind === 'reference' && value !== null ? byName.get(String(value)) : value,
          ];
        }),
      );
    const names = (row: SeedRow) =>
      Object.entries(row).some(([name, value]) => fields[name]?.kind === 'reference' && value !== null);
    const rows = declaration.simple.seed;
    for (const batch of [rows.filter((row) => !names(row)), rows.filter(names)]) {
      if (batch.length === 0) continue;
      const target = table as unknown as PgTable & { id: PgColumn; name: PgColumn };
      const inserted = (await db
        .insert(target)
        .values(batch.map(values) as never)
        .returning({ id: target.id, name: target.name })) as { id: string; name: string }[];
      for (const row of inserted) byName.set(row.name, row.id);
    }
    ids[declaration.name] = byName;
  }
  return ids;
}
