import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite(process.argv[2], { extensions: { pg_trgm } });
for (const q of process.argv.slice(3)) console.log((await db.query(q)).rows);
await db.close();
