import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The suite's pages hold the sparkles still (support/fixtures.ts) unless a context states a `reducedMotion`
 * preference: these do, to see the page as it is. SPEC §2's sparkles twinkle for a visitor who allows motion and
 * hold still for one who asks for less (WCAG 2.3.3); the slot list's loading placeholder pulses as one block, not as
 * ~80 separate animations a phone keeps running off-screen.
 */

async function visit(browser: Browser, reducedMotion: 'reduce' | 'no-preference', path: string) {
  const context = await browser.newContext({ reducedMotion, viewport: { width: 375, height: 740 } });
  await context.addInitScript(() => localStorage.setItem('coaching-tour-seen', 'true'));
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The running animations on elements inside `selector`, by the element's tag. */
function runningIn(page: Page, selector: string) {
  return page.evaluate(
    (sel) =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => (a.effect as KeyframeEffect | null)?.target)
        .filter((t): t is Element => !!t && !!t.closest(sel))
        .map((t) => t.tagName.toLowerCase()),
    selector,
  );
}

test('the sparkles twinkle for a visitor who allows motion, and hold still for one who asks for less', async ({
  browser,
}) => {
  const moving = await visit(browser, 'no-preference', '/');
  await expect(moving.getByTestId('sparkles')).toBeAttached();
  await expect.poll(() => runningIn(moving, '[data-testid="sparkles"]')).toHaveLength(6);
  await moving.context().close();

  const still = await visit(browser, 'reduce', '/');
  await expect(still.getByTestId('sparkles')).toBeAttached();
  expect(await runningIn(still, '[data-testid="sparkles"]')).toEqual([]);
  await still.context().close();
});

test("the slot list's loading placeholder is one animation, not one per placeholder time", async ({ browser }) => {
  // The home page's booking section is far below a phone's first screen: its slots load only when it comes near, so
  // the server's placeholder is what sits there meanwhile.
  const page = await visit(browser, 'no-preference', '/');
  const placeholder = page.getByTestId('slots-loading');
  await expect(placeholder).toBeAttached();
  expect(await placeholder.locator('.MuiSkeleton-root').count()).toBeGreaterThan(50);
  await expect.poll(() => runningIn(page, '[data-testid="slots-loading"]')).toEqual(['div']);
  await page.context().close();
});

test("Lunar Light's payment section waits below the fold with a spinner that only turns", async ({ browser }) => {
  // Deferred: until the visitor comes near, the server's placeholder is what sits there. MUI's growing arc animates
  // the circle's stroke, repainted every frame even off-screen; the turn alone is a transform.
  const page = await visit(browser, 'no-preference', '/lunar-light');
  await expect(page.getByRole('progressbar', { name: 'Loading payment options' })).toBeAttached();
  await expect.poll(() => runningIn(page, '#lunar-payments')).toEqual(['span']);
  await page.context().close();
});
