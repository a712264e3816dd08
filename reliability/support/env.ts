import path from 'node:path';

/** Ports and data directories of this suite: PostgreSQL ports sit below the ephemeral range (32768+) so a client socket cannot hold them. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SUITE_PORT = Number(process.env.REL_PORT ?? 3206);
export const SUITE_PG_PORT = Number(process.env.REL_PG_PORT ?? 25406);
export const SUITE_PG_DIR = path.join(REPO_ROOT, 'var', 'pg-rel-suite');
/** The remotes' releases of the suite database's registry, served by every instance on it. */
export const SUITE_RELEASES_DIR = `${SUITE_PG_DIR}-releases`;
/** A second API instance on the suite's database (remote outage test). */
export const SECOND_PORT = Number(process.env.REL_SECOND_PORT ?? 3207);
/** The crash-recovery test's own API and embedded PostgreSQL. */
export const KILL_PORT = Number(process.env.REL_KILL_PORT ?? 3208);
export const KILL_PG_PORT = Number(process.env.REL_KILL_PG_PORT ?? 25408);
export const KILL_PG_DIR = path.join(REPO_ROOT, 'var', 'pg-rel-kill');

export const BASE_URL = `http://127.0.0.1:${SUITE_PORT}`;
export const ADMIN_PASSWORD = 'reliability-admin-password';
/** Production requires TOKEN_SECRET; every instance of the suite shares it so manage/chat links agree across replicas. */
export const RELIABILITY_TOKEN_SECRET = 'reliability-token-secret-not-for-production';
export const databaseUrl = (port = SUITE_PG_PORT) => `postgres://postgres:postgres@127.0.0.1:${port}/app`;
/** Everything the suite's server prints, read by the card-number check. */
export const SERVER_LOG = path.join(REPO_ROOT, 'var', 'rel-logs', 'server.log');
