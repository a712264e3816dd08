import { Client } from 'pg';
import { E2E_DATABASE_URL } from './env';

/** A short connection to the e2e server's database, for what a browser cannot do (moving a hold into the past). */
export async function withE2eDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
