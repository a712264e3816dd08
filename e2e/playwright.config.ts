import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import {
  BASE_URL,
  E2E_OUTBOX_DIR,
  E2E_PG_DIR,
  E2E_PG_PORT,
  E2E_PORT,
  E2E_RELEASES_DIR,
  REPO_ROOT,
} from './support/env';

const serverEnv: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PG_DATA_DIR: E2E_PG_DIR,
  // The remotes' releases belong with the registry in that database: both are wiped at every start.
  RELEASES_DIR: E2E_RELEASES_DIR,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'e2e-admin-password',
  // The whole suite comes from one IP: raise the per-IP limits (the reliability suite checks 429s on its own server).
  RATE_LIMIT_MULTIPLIER: '50',
  // E-mail links point at this very server (the address the browser uses, so cookies and origins match).
  PUBLIC_URL: BASE_URL,
  // E-mails are .eml files here; the specs read them back (support/outbox.ts). Emptied at every server start.
  OUTBOX_DIR: E2E_OUTBOX_DIR,
  // The outbox workers also wake on LISTEN; a short poll keeps a missed wake-up from costing seconds.
  EVENT_POLL_INTERVAL_MS: '250',
  MAIL_POLL_INTERVAL_MS: '250',
  // Lapsed card holds are released (and the visitor e-mailed) within a second instead of a minute.
  HOLD_SWEEP_INTERVAL_MS: '1000',
  // Real-looking fixed rooms, so video bookings are offered (a platform with no room is not, issue 13).
  BRAND_COACHING_MEETING_ZOOM_URL: 'https://us02web.zoom.us/j/81234567890?pwd=e2eCoachingRoom',
  BRAND_COACHING_MEETING_MEET_URL: 'https://meet.google.com/abc-defg-hij',
  BRAND_COACHING_MEETING_TEAMS_URL: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_e2eCoaching%40thread.v2/0',
  BRAND_LUNAR_MEETING_ZOOM_URL: 'https://us02web.zoom.us/j/89876543210?pwd=e2eLunarRoom',
  BRAND_LUNAR_MEETING_MEET_URL: 'https://meet.google.com/lun-arli-ght',
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
    // The visitors of the suite are in the business's zone unless a spec says otherwise (slots then read as one
    // time; issue 16 adds "your time" for visitors elsewhere, which the layout specs check on their own).
    timezoneId: 'America/New_York',
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
