import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { BASE_URL } from '../support/env';

/** The e2e server's admin password (playwright.config.ts sets ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | null = null;

/**
 * A browser context that is already signed in. Signs in through the API once per worker and reuses the
 * cookie, so the suite stays far below the sign-in rate limit; the sign-in form has its own test.
 */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  if (!adminState) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const res = await context.request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    adminState = await context.storageState();
    await context.close();
  }
  return browser.newContext({ baseURL: BASE_URL, storageState: adminState });
}

/** A context with no cookies: the anonymous visitor. */
export function visitorContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** A tag that keeps this run's rows apart from anything else in the database. */
export const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * An address's plans as the coach reads them, newest first. Starting a plan answers no id (issue 28: the answer is
 * the same whatever the address has), so a journey that needs the id reads it here.
 */
export async function plansOf(
  request: APIRequestContext,
  email: string,
): Promise<Array<{ id: string; status: string; customerName: string }>> {
  const signIn = await request.post('/api/auth/sign-in', { data: { password: ADMIN_PASSWORD } });
  const { token } = (await signIn.json()) as { token: string };
  const listed = await request.get(`/api/subscriptions?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  return (await listed.json()) as Array<{ id: string; status: string; customerName: string }>;
}
