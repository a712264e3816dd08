import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import { BASE_URL, E2E_PORT, E2E_PG_DIR, E2E_PG_PORT, REPO_ROOT } from './support/env';

const serverEnv: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PG_DATA_DIR: E2E_PG_DIR,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'e2e-admin-password',
  // The whole suite comes from one IP: raise the per-IP limits (the reliability suite checks 429s on its own server).
  RATE_LIMIT_MULTIPLIER: '50',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // DATABASE_URL unset on purpose: the e2e server runs on embedded PostgreSQL, like a fresh clone.
    command: 'node e2e/support/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
