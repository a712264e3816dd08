import { expect, test } from '../support/fixtures';
import { adminContext, expectToast, runId } from './admin-support';

/**
 * Issue 33 item 4: the coach makes a code in the console's Coupons section. The form sends it with the admin's
 * CSRF token like every console write; a code already taken is said on the code field; turning one off asks first.
 */
test.describe('/coach?tab=coupons', () => {
  test('the coach creates a fixed-amount code for one Lunar Light service, is refused a duplicate, and turns it off', async ({
    browser,
  }) => {
    const code = `E2E-${runId()}`.toUpperCase();
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto('/coach');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/[?&]tab=coupons/);

    const form = page.getByRole('form', { name: 'Create a coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await expect(form.getByLabel('Code')).toHaveValue(code);
    await form.getByRole('button', { name: 'Fixed amount' }).click();
    await form.getByLabel('Amount off').fill('5');
    await form.getByLabel('Brand').selectOption({ label: 'Lunar Light' });
    await form.getByLabel('Service or plan').selectOption({ label: '3 Card Tarot Draw' });
    await form.getByLabel('Total uses (optional)').fill('10');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expectToast(page, 'Coupon created', `${code}: $5 off`);

    const card = page.getByRole('listitem', { name: code });
    await expect(card).toContainText('3 Card Tarot Draw · Lunar Light');
    await expect(card).toContainText('0 of 10 used');
    await expect(card).toContainText('On');

    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Percent off').fill('20');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(form.getByText('A coupon with this code already exists.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: code })).toHaveCount(1);

    await card.getByRole('button', { name: `Turn off ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Turn off ${code}?` });
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expectToast(page, 'Coupon turned off');
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Turn off/ })).toHaveCount(0);
    await context.close();
  });

  test('on a phone, Coupons is in the bottom bar beside Releases and nothing overflows', async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/coach');
    const bar = page.getByRole('tablist', { name: 'Coach console sections' });
    await expect(bar.getByRole('tab', { name: 'Releases', exact: true })).toBeInViewport({ ratio: 1 });
    const tab = bar.getByRole('tab', { name: 'Coupons', exact: true });
    await expect(tab).toBeInViewport({ ratio: 1 });
    await tab.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Coupons' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create a coupon' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await bar.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBe(0);
    await context.close();
  });
});
