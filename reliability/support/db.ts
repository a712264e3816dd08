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

/**
 * Every row of every table of every user schema as JSON text: what a pg_dump --data-only would contain, without
 * needing a pg_dump binary of the server's major version (the embedded PostgreSQL ships none).
 */
export async function dumpAllRows(db: Client): Promise<string> {
  const { rows: tables } = await db.query<{ table_schema: string; table_name: string }>(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table_schema}"."${table_name}" t`,
    );
    parts.push(`-- ${table_schema}.${table_name}`, ...rows.map((r) => r.row));
  }
  return parts.join('\n');
}
