import { expect, test } from '../support/fixtures';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startApiInstance } from '../support/api-instance';
import { BASE_URL, E2E_PORT } from '../support/env';

/** Our own API instance (on the e2e database) that this test may stop and start again. */
const RESTART_PORT = E2E_PORT + 10;

const badge = (page: Page) => page.getByRole('status', { name: /^Connection:/ });
const messages = (page: Page) => page.getByRole('log').getByTestId('chat-message');

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function openChat(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  await expect(badge(page)).toHaveText('Connected');
  return page;
}

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('the API restarting mid-conversation loses no message: the clients reconnect and re-join', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = Math.random().toString(36).slice(2, 8);
  let api: Awaited<ReturnType<typeof startApiInstance>> | null = await startApiInstance(RESTART_PORT, {});
  try {
    // Ada talks through the instance that will restart; her demo room is also open through the main e2e server
    // (same database) from its link, as a second device would.
    const ada = await openChat(browser, `http://127.0.0.1:${RESTART_PORT}/chat-session`);
    const room = JSON.parse((await ada.evaluate(() => sessionStorage.getItem('chat-demo-room'))) ?? 'null') as {
      sessionId: string;
      token: string;
    };
    const bob = await openChat(
      browser,
      `${BASE_URL}/chat-session?session=${room.sessionId}&token=${encodeURIComponent(room.token)}`,
    );

    await say(ada, `before the restart ${id}`);
    await expect(messages(bob).filter({ hasText: `before the restart ${id}` })).toHaveCount(1);

    await api.stop();
    api = null;
    await expect(badge(ada)).toHaveText('Disconnected');
    await expect(ada.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(ada.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(ada.getByText('Connection lost. Attempting to reconnect...')).toBeVisible();

    // While Ada's server is down the conversation goes on without her.
    await say(bob, `while you were away ${id}`);
    await expect(messages(bob).filter({ hasText: `while you were away ${id}` })).toHaveCount(1);

    api = await startApiInstance(RESTART_PORT, {});
    await expect(ada.getByText('Reconnecting...')).toBeVisible({ timeout: 30_000 });
    await expect(badge(ada)).toHaveText('Connected', { timeout: 30_000 });

    // The re-join's history replaces the list: everything is there, once.
    for (const text of [`before the restart ${id}`, `while you were away ${id}`]) {
      await expect(messages(ada).filter({ hasText: text })).toHaveCount(1);
    }
    await say(ada, `after the restart ${id}`);
    await expect(messages(bob).filter({ hasText: `after the restart ${id}` })).toHaveCount(1);
    await expect(messages(ada).filter({ hasText: `after the restart ${id}` })).toHaveCount(1);
  } finally {
    await api?.stop();
  }
});
