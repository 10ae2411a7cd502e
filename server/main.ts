import { buildApp } from './app';
import { resolveTokenSecret, createTokenSigner } from './auth/tokens';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();

const seeded = config.seedDemo && (await isDatabaseEmpty(database.db));
if (seeded) await seedDemoData(database.db);

const signer = createTokenSigner(await resolveTokenSecret(database.db, config.jwtSecret));
const app = await buildApp({
  db: database.db,
  signer,
  staticDir: config.staticDir,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nDRM back-office is running at http://localhost:${config.port}  (database: ${where})`);
if (seeded) console.log('Demo data was seeded into the empty database.');
console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS)
  console.log(`  ${account.email.padEnd(30)} type ${account.type}  ${account.note}`);
