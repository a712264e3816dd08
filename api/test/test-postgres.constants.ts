import { resolve } from 'node:path';

/** Separate from the dev cluster (var/pg, port 25329) so tests never touch development data. */
export const TEST_PG_DATA_DIR = resolve(__dirname, '..', '..', 'var', 'pg-test');
export const TEST_PG_PORT = 25339;
/** Set by globalSetup: a URL of the server's maintenance database, where test databases are created and dropped. */
export const ADMIN_URL_ENV = 'API_TEST_ADMIN_URL';
/** One per test file (see helpers/test-database.ts). */
export const TEST_DATABASE_PREFIX = 'api_test_';
/** An empty database per jest run using the embedded server: how concurrent runs see each other. */
export const RUN_MARKER_PREFIX = 'api_run_';
