import { Client } from 'pg';
import { databaseUrl } from './env';

export async function withDb<T>(fn: (db: Client) => Promise<T>, url = databaseUrl()): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Row count of every table of the app's schema (the migrations' bookkeeping aside). */
export async function rowCounts(db: Client): Promise<Record<string, number>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    if (table_name === 'migrations' || table_name === 'typeorm_metadata') continue;
    const { rows: c } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`);
    counts[table_name] = Number(c[0].n);
  }
  return counts;
}
