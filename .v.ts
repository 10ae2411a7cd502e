import { sql } from 'drizzle-orm';
import { loadConfig } from './server/config';
import { openDatabase } from './server/platform/db/client';
const database = await openDatabase(loadConfig());
const r = await database.db.execute(sql.raw(process.argv[2]!));
console.log(JSON.stringify((r as unknown as { rows: unknown[] }).rows));
await database.close();
