import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ENERGY_ORDINAL_MAX, ENERGY_ORDINAL_MIN, NAME_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn, updatedAt } from '../db/columns';

/** Energy levels of content: a name and where it stands from calm (1) to intense (10). */
export const energyLevels = pgTable(
  'energy_levels',
  {
    id: idColumn(),
    name: varchar('name', { length: NAME_MAX_LENGTH }).notNull(),
    ordinal: smallint('ordinal').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('energy_levels_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} <> 3`),
    index('energy_levels_status_created_idx').on(t.status, t.createdAt),
    index('energy_levels_ordinal_idx').on(t.ordinal),
    index('energy_levels_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check(
      'energy_levels_ordinal_range',
      sql`${t.ordinal} between ${sql.raw(String(ENERGY_ORDINAL_MIN))} and ${sql.raw(String(ENERGY_ORDINAL_MAX))}`,
    ),
  ],
);
