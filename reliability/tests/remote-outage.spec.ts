import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { databaseUrl, REPO_ROOT, SECOND_PORT } from '../support/env';
import { RemoteHost } from '../support/static-server';

const FALLBACK = 'This part of the site is temporarily unavailable';
const lunar = new RemoteHost(path.join(REPO_ROOT, 'mfe-lunar', 'dist'));
let site: ApiProcess;

test.beforeAll(async () => {
  await lunar.start();
  // A second single-origin server on the suite's database whose remotes.json sends mfe_lunar to that host.
  site = await startApiProcess(SECOND_PORT, {
    DATABASE_URL: databaseUrl(),
    REMOTE_MFE_LUNAR_URL: `${lunar.url}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await lunar.stop();
});

async function navigate(page: import('@playwright/test').Page, to: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('with the Lunar Light remote server down, other routes work, its route shows the fallback, and Retry recovers', async ({
  browser,
}) => {
  const before = await browser.newPage();
  await before.goto(`${site.url}/lunar-light`);
  await expect(before.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  await before.close();

  await lunar.stop();
  // A visitor arriving during the outage (a page that already holds the remote keeps what it loaded).
  const page = await browser.newPage();
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Life Coaching Services' })).toBeVisible();
  await navigate(page, '/lunar-booking');
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await navigate(page, '/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Coaching Session' })).toBeVisible();
  await navigate(page, '/checkout?amount=25&service=Strategic%20Decision%20Coaching');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();

  await navigate(page, '/lunar-light');
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: FALLBACK }),
    'still down: Retry shows the fallback again',
  ).toBeVisible();

  await lunar.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar Light', exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toHaveCount(0);
});
