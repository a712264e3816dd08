import { ROUTES } from '@app/contracts/federation';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow, skipTours, visitWholePage } from './layout-support';

/**
 * Issue 16: no page pans sideways on a phone. Every route of the shell's table (and the 404 page) at 320 px and 375 px,
 * scrolled through so the sections rendered on approach are measured too: the document is never wider than the
 * viewport.
 */
const PAGES = [
  ...ROUTES.map((route) => (route.path === '/manage/:token' ? '/manage/not-a-booking-token' : route.path)),
  '/no-such-page',
];

for (const width of [320, 375]) {
  test(`no route is wider than a ${width} px screen`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    await skipTours(context);
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await visitWholePage(page);
      const { overflow, culprits } = await horizontalOverflow(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide (${culprits.join(', ')})`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
}
