import { randomBytes } from 'node:crypto';
import { REPO_ROOT } from '../src/config/app-config.schema';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/database/embedded-postgres';
import { dropDatabase, onAdmin, testDatabases } from './test-postgres.admin';
import { ADMIN_URL_ENV, RUN_MARKER_PREFIX, TEST_PG_DATA_DIR, TEST_PG_PORT } from './test-postgres.constants';

declare global {
  // Shared with globalTeardown, which runs in the same process.
  var __API_TEST_POSTGRES__: { server: EmbeddedPostgresHandle; runMarker: string } | undefined;
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set, else the embedded test cluster. Another jest run may be
 * using that cluster already; each run leaves a marker database so the last one out stops the server.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env[ADMIN_URL_ENV] = process.env.DATABASE_URL;
    return;
  }
  const server = await startEmbeddedPostgres({
    dataDir: TEST_PG_DATA_DIR,
    port: TEST_PG_PORT,
    database: 'postgres',
    repoRoot: REPO_ROOT,
    log: () => undefined,
  });
  const runMarker = `${RUN_MARKER_PREFIX}${randomBytes(6).toString('hex')}`;
  await onAdmin(server.url, async (client) => {
    // Just started, so nobody else uses it: whatever is there was left by an interrupted run.
    if (server.startedHere) for (const name of await testDatabases(client)) await dropDatabase(client, name);
    await client.query(`CREATE DATABASE ${runMarker}`);
  });
  globalThis.__API_TEST_POSTGRES__ = { server, runMarker };
  // Test workers are forked after this and inherit the environment.
  process.env[ADMIN_URL_ENV] = server.url;
}
