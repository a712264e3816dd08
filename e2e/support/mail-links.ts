import type { BrowserContext } from '@playwright/test';
import type { OutboxMail } from './outbox';

/**
 * The address of a link in an e-mail's HTML body, found by its accessible name the way a reader finds the
 * button: the HTML is rendered in a blank page of the browser (no site origin, scripts off), not scraped.
 */
export async function linkInMail(context: BrowserContext, mail: OutboxMail, name: string | RegExp): Promise<string> {
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) => route.abort());
    await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
    const href = await page.getByRole('link', { name }).first().getAttribute('href', { timeout: 5_000 });
    if (!href) throw new Error(`The link "${String(name)}" in "${mail.subject}" has no address`);
    return href;
  } finally {
    await page.close();
  }
}

/** The e-mail's HTML text as a reader sees it (tags and styles gone), for wording checks. */
export async function visibleTextOfMail(context: BrowserContext, mail: OutboxMail): Promise<string> {
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) => route.abort());
    await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
    return (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  } finally {
    await page.close();
  }
}

/** Every link of an e-mail's HTML body: its accessible name and address. */
export async function linksInMail(
  context: BrowserContext,
  mail: OutboxMail,
): Promise<Array<{ name: string; href: string }>> {
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) => route.abort());
    await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
    return await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
      );
  } finally {
    await page.close();
  }
}
