import path from 'node:path';

/** The e2e server: a fresh single-origin build on its own embedded PostgreSQL. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 25349);
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const E2E_PG_DIR = process.env.E2E_PG_DIR ?? path.join(REPO_ROOT, 'var', 'pg-e2e');
/** The remotes' releases of the e2e database's registry; every instance on that database serves the same store. */
export const E2E_RELEASES_DIR = `${E2E_PG_DIR}-releases`;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The database the e2e server uses, for a second API instance in the same run. */
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/app`;
/** Where the e2e server writes its e-mails (one .eml per message); start-server.mjs empties it at every start. */
export const E2E_OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? path.join(REPO_ROOT, 'var', 'outbox-e2e');
