import pg from 'pg';

export interface ScratchDatabase {
  /** The connection string of the new database. */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A new database on the PostgreSQL server of adminUrl, so tests and benchmarks never touch one
 * another's data: empty, or a copy of `template` (a database nobody is connected to). Names must be
 * plain identifiers (letters, digits, underscores).
 */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  for (const plain of [name, template ?? name])
    if (!PLAIN_NAME.test(plain)) throw new Error(`not a plain database name: ${plain}`);
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
