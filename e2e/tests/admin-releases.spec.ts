import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminContext, expectToast } from './admin-support';

/**
 * Issue 30 item 3: the console's Releases section shows what each remote serves, its canary and the history, and
 * makes the same changes as `npm run release`. The e2e server publishes each remote's checkout build at start (one
 * release each on its fresh database), so the journey is the one a team has on its first day: a second release, if
 * one exists, can be a canary; otherwise a rollback is refused with the registry's own words.
 */

interface Overview {
  remotes: Array<{ remote: string; live: string | null; releases: Array<{ releaseId: string; pruned: boolean }> }>;
}

const TITLES: Record<string, string> = {
  mfe_coaching: 'Life Coaching',
  mfe_lunar: 'Lunar Light',
  mfe_payments: 'Payments',
  mfe_admin: 'Admin',
};

async function openReleases(page: Page) {
  await page.goto('/coach');
  await page.getByRole('tab', { name: 'Releases' }).click();
  await expect(page).toHaveURL(/[?&]tab=releases/);
  await expect(page.getByRole('heading', { level: 2, name: 'Releases' })).toBeVisible();
}

test.describe('/coach?tab=releases', () => {
  test('shows each remote’s live release and the history; a canary or a refused rollback', async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await openReleases(page);

    // What the registry says, read with the same admin session, is what each section shows.
    const answer = await page.request.get('/api/releases');
    expect(answer.ok(), await answer.text()).toBe(true);
    const overview = (await answer.json()) as Overview;
    expect(overview.remotes.map((r) => r.remote).sort()).toEqual(Object.keys(TITLES).sort());
    for (const remote of overview.remotes) {
      expect(remote.live).toMatch(/^[0-9a-f]{12}$/);
      const section = page.getByRole('region', { name: TITLES[remote.remote] });
      await expect(section.getByTestId('live-release')).toHaveText(`Live: ${remote.live}`);
      await expect(section.getByText(/^Published .* ET by /)).toBeVisible();
    }
    const history = page.getByRole('table', { name: 'Release history' });
    await expect(history.getByRole('row').nth(1)).toContainText(/ ET/);

    const lunar = overview.remotes.find((r) => r.remote === 'mfe_lunar')!;
    const other = lunar.releases.find((r) => !r.pruned && r.releaseId !== lunar.live);
    const section = page.getByRole('region', { name: 'Lunar Light' });
    if (other) {
      await section.getByRole('button', { name: 'Start canary of Lunar Light' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start a canary of Lunar Light' });
      await dialog.getByLabel('Share of visitors (%)').fill('150');
      await dialog.getByRole('button', { name: 'Start canary' }).click();
      await expect(dialog.getByText('The share is a whole percent from 1 to 99')).toBeVisible();
      await dialog.getByLabel('Share of visitors (%)').fill('10');
      await dialog.getByRole('button', { name: 'Start canary' }).click();
      await expectToast(page, 'Canary started');
      await expect(section.getByTestId('canary')).toContainText(`Canary: ${other.releaseId} for 10 % of visitors`);
      await expect(history.getByRole('row').nth(1)).toContainText('Canary 10 %');

      await section.getByRole('button', { name: 'Abort canary' }).click();
      await page
        .getByRole('dialog', { name: 'Abort the canary of Lunar Light?' })
        .getByRole('button', { name: 'Abort canary' })
        .click();
      await expectToast(page, 'Canary aborted');
      await expect(section.getByTestId('canary')).toHaveCount(0);
      await expect(section.getByTestId('live-release')).toHaveText(`Live: ${lunar.live}`);
    } else {
      await section.getByRole('button', { name: 'Roll back Lunar Light' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll back Lunar Light?' });
      await expect(dialog).toContainText(`names no release live before ${lunar.live}`);
      await dialog.getByRole('button', { name: 'Roll back' }).click();
      await expectToast(page, 'Could not roll back', 'mfe_lunar has no earlier release to roll back to');
      await expect(section.getByTestId('live-release')).toHaveText(`Live: ${lunar.live}`);
    }
    await context.close();
  });

  test('on a phone, Releases is in the bottom bar and nothing overflows', async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/coach');
    const bar = page.getByRole('tablist', { name: 'Coach console sections' });
    const tab = bar.getByRole('tab', { name: 'Releases', exact: true });
    await expect(tab).toBeInViewport();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Lunar Light' }).getByTestId('live-release')).toHaveText(
      /^Live: [0-9a-f]{12}$/,
    );
    await expect(page.getByRole('list', { name: 'Release history' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
});
