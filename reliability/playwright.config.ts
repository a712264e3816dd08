import { defineConfig } from '@playwright/test';
// The same Debian chromium and flags as the e2e suite (one definition, e2e/support/chromium.ts).
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import {
  ADMIN_PASSWORD,
  BASE_URL,
  RELIABILITY_TOKEN_SECRET,
  REPO_ROOT,
  SERVER_LOG,
  SUITE_PG_DIR,
  SUITE_PG_PORT,
  SUITE_PORT,
  SUITE_RELEASES_DIR,
} from './support/env';

/**
 * The reliability and security suite (issue 9): runs against the production build on its own embedded PostgreSQL,
 * NODE_ENV=production (HSTS, required admin password), behind a trusted proxy so each test client can present its
 * own address to the per-IP rate limits.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/rel-test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'reliability', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node reliability/support/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    env: {
      NODE_ENV: 'production',
      // Production refuses the sandbox gateway unless allowed; the suite pays with its test cards.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      // Production requires both; the suite's other instances use the same secret (support/api-process.ts).
      PUBLIC_URL: BASE_URL,
      TOKEN_SECRET: RELIABILITY_TOKEN_SECRET,
      PORT: String(SUITE_PORT),
      HOST: '127.0.0.1',
      PG_DATA_DIR: SUITE_PG_DIR,
      // The remotes' releases belong with the registry in that database: both are wiped at every start.
      RELEASES_DIR: SUITE_RELEASES_DIR,
      EMBEDDED_PG_PORT: String(SUITE_PG_PORT),
      // debug, not info: the card-number check then also covers everything logged at the most talkative level.
      LOG_LEVEL: 'debug',
      ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      REL_SERVER_LOG: SERVER_LOG,
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
