import { expect, test } from '../support/fixtures';
import { ADMIN_PASSWORD, adminContext } from './admin-support';

test.describe('admin sign-in', () => {
  for (const path of ['/testing-admin', '/coach', '/coach?tab=questions']) {
    test(`${path} sends a signed-out visitor to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/admin/sign-in');
      expect(url.searchParams.get('next')).toBe(path);
    });
  }

  test('the admin API answers 401 without a session', async ({ request }) => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/auth/session'],
      ['GET', '/api/testing-users'],
      ['POST', '/api/testing-users'],
      ['POST', '/api/testing-users/bulk'],
      ['GET', '/api/coach/bookings?brand=coaching'],
      ['GET', '/api/coach/questions?answered=false'],
      ['GET', '/api/coach/reviews?status=pending'],
      ['GET', '/api/coach/blackout-dates'],
      ['GET', '/api/coach/chat-sessions'],
      ['GET', '/api/subscriptions'],
    ];
    for (const [method, url] of calls) {
      const res = await request.fetch(url, {
        method,
        data: method === 'POST' ? { email: 'x@example.com', emails: ['x@example.com'] } : undefined,
      });
      expect.soft(res.status(), `${method} ${url}`).toBe(401);
    }
  });

  test('wrong password, right password, a session that survives a reload, then sign-out', async ({ page, context }) => {
    await page.goto('/coach?tab=reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();

    await page.getByLabel('Admin password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);

    await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Console' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/coach?tab=reviews');
    await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible();

    // The session is an httpOnly cookie: page scripts cannot read it, and it survives a reload.
    const cookie = (await context.cookies()).find((c) => c.name === 'admin_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');
    // The CSRF token is the one admin cookie page scripts read: the console echoes it in X-CSRF-Token on writes.
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token');
    expect(csrf).toMatchObject({ httpOnly: false, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).toContain(`csrf_token=${csrf!.value}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Console' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('csrf_token');
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    await page.goto('/testing-admin');
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Ftesting-admin$/);
  });

  test('a signed-in admin who opens the sign-in page goes straight on', async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/sign-in?next=%2Ftesting-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha Tester Management' })).toBeVisible();
    await context.close();
  });
});
