import { Client } from 'pg';
import { RUN_MARKER_PREFIX, TEST_DATABASE_PREFIX } from './test-postgres.constants';

export async function onAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names of test databases and run markers currently on the server. */
export async function testDatabases(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR starts_with(datname, $2)',
    [TEST_DATABASE_PREFIX, RUN_MARKER_PREFIX],
  );
  return rows.map((row) => row.datname);
}

export async function dropDatabase(client: Client, name: string): Promise<void> {
  // FORCE: a connection a test forgot to close must not keep the database alive.
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
}
