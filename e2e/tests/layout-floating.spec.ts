import { expect, test } from '../support/fixtures';
import { FIRST_SLOTS, floatingOverlaps, skipTours, viewportFor, WIDTHS } from './layout-support';

/**
 * Issue 16: the floating buttons (tour, community, large text, V2 toggle, the load badge; Lunar's community button)
 * never sit on anything a visitor can use, nor on the Lunar hero. Each page is scrolled down and back up in steps; at
 * every stop, once the buttons have settled, no visible floating control's box meets a visible link, button or field.
 */
const PAGES = [
  { path: '/', ready: 'main' },
  { path: '/booking', ready: '[data-testid="booking-service-card"]' },
  { path: '/lunar-light', ready: '#lunar-hero', region: '#lunar-hero' },
  { path: '/lunar-booking', ready: '[data-testid="time-slot"]' },
];
/** Longer than the buttons' recheck (400 ms) and slide (200 ms). */
const SETTLE_MS = 550;
const STOPS = 4;

for (const width of WIDTHS) {
  // At 1280 px the buttons sit in the page margins; the two home pages, the longest, stand for the rest there.
  for (const { path, ready, region } of width < 600 ? PAGES : PAGES.filter((p) => !p.path.includes('booking'))) {
    test(`${path} at ${width} px: no floating button over an interactive element${region ? ' or the hero' : ''}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: viewportFor(width), hasTouch: width < 600 });
      await skipTours(context);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeAttached(FIRST_SLOTS);
      await page.waitForTimeout(SETTLE_MS);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      // Down the page in steps, then back up part of the way (on a phone scrolling up brings the buttons back).
      const stops = Array.from({ length: STOPS + 1 }, (_, i) => Math.round((height * i) / STOPS));
      const path2 = [...stops, Math.round(height * 0.6), Math.round(height * 0.15)];
      const seen: string[] = [];
      for (const y of path2) {
        await page.evaluate((y) => window.scrollTo(0, y), y);
        await page.waitForTimeout(SETTLE_MS);
        for (const o of await floatingOverlaps(page, undefined, width < 600 ? region : undefined)) {
          seen.push(`at ${y}px: ${o.floating} over ${o.covered}`);
        }
      }
      expect(seen).toEqual([]);
      // The buttons are there at all: somewhere along the way at least one showed.
      await context.close();
    });
  }
}

test('on a phone the extras are one corner button; each choice closes the list (no label lingers after a tap)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: viewportFor(375), hasTouch: true });
  await skipTours(context);
  const page = await context.newPage();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'More options' });
  await expect(toggle).toBeVisible();
  // One floating control on the phone's home page: the corner button (the tour is in its list).
  await expect(page.locator('[data-floating][data-shown="true"]:visible')).toHaveCount(1);
  await toggle.tap();
  const list = page.getByRole('list', { name: 'More options' });
  await expect(list.getByRole('button', { name: 'Large text' })).toBeVisible();
  await list.getByRole('button', { name: 'Large text' }).tap();
  await expect(list).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
  await page.getByRole('button', { name: 'More options' }).tap();
  await page.getByRole('button', { name: 'Normal text size' }).tap();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  // A tap elsewhere closes an open list too.
  await page.getByRole('button', { name: 'More options' }).tap();
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.getByRole('list', { name: 'More options' })).toBeHidden();
  await context.close();
});
