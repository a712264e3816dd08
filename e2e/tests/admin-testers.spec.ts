import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { adminContext, expectToast, runId } from './admin-support';

/** Today in the browser's zone (the page names its exports by it), not the test process's: they differ at night. */
const localDate = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

async function approvedTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId('total-Approved').getByRole('definition').textContent());
}

test.describe('/testing-admin', () => {
  test('bulk add with mixed input, a status change, delete, and both exports', async ({ browser }) => {
    const id = runId();
    const email = (name: string) => `${name}-${id}@example.com`;
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto('/testing-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha Tester Management' })).toBeVisible();

    // Nothing parseable: the §5 toast, nothing sent.
    const bulk = page.getByRole('textbox', { name: 'Email addresses' });
    await bulk.fill('nobody; nothing');
    await page.getByRole('button', { name: 'Add Users' }).click();
    await expectToast(page, 'No valid emails found', 'Please enter valid email addresses');

    // Mixed separators, a typo and a repeat: three addresses go to the server.
    await bulk.fill(
      `${email('ann')}, not-an-email; ${email('bob')}\n${email('ann').toUpperCase()}\n  ${email('cy')}  `,
    );
    await expect(page.getByText('3 valid emails ready to add')).toBeVisible();
    await expect(page.getByText('Skipped 1 entry without "@": not-an-email')).toBeVisible();
    await page.getByRole('button', { name: 'Add 3 Users' }).click();
    await expectToast(page, 'Added 3 users successfully');
    for (const name of ['ann', 'bob', 'cy']) await expect(page.getByText(email(name), { exact: true })).toBeVisible();

    // One address already exists: the server counts it as failed.
    await bulk.fill(`${email('ann')}\n${email('dee')}`);
    await page.getByRole('button', { name: 'Add 2 Users' }).click();
    await expectToast(page, 'Added 1 users successfully', '1 emails failed');

    // Single add, then the same e-mail again.
    const single = page.getByRole('form', { name: 'Add a tester' });
    await single.getByRole('textbox', { name: /^Email/ }).fill(email('solo'));
    await single.getByRole('textbox', { name: 'Name' }).fill('Solo Tester');
    await single.getByLabel('Access level').selectOption('premium');
    await single.getByRole('button', { name: 'Add User' }).click();
    await expectToast(page, 'User added successfully');
    await single.getByRole('textbox', { name: /^Email/ }).fill(email('solo'));
    await single.getByRole('button', { name: 'Add User' }).click();
    await expectToast(page, 'Failed to add user');

    // Status change: approved counts towards the approved total.
    const before = await approvedTotal(page);
    await page.getByLabel(`Status for ${email('bob')}`).selectOption('approved');
    await expectToast(page, 'Status updated successfully');
    await expect.poll(() => approvedTotal(page)).toBe(before + 1);
    await page.reload();
    await expect(page.getByLabel(`Status for ${email('bob')}`)).toHaveValue('approved');

    // Delete asks first.
    await page.getByRole('button', { name: `Delete ${email('dee')}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully');
    await expect(page.getByText(email('dee'), { exact: true })).toHaveCount(0);

    // CSV export: a Blob download with the §7 columns.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe(`testers-${await localDate(page)}.csv`);
    const csv = await fs.readFile(await csvDownload.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,name,status,accessLevel,totalSessions,createdAt');
    const row = (e: string) => lines.find((l) => l.startsWith(`${e},`));
    expect(row(email('bob'))).toMatch(new RegExp(`^${email('bob')},,approved,basic,0,\\d{4}-\\d{2}-\\d{2}T`));
    expect(row(email('solo'))).toMatch(new RegExp(`^${email('solo')},Solo Tester,pending,premium,0,`));
    expect(row(email('dee'))).toBeUndefined();

    // Approved list: approved and active only, one per line.
    await page.getByLabel(`Status for ${email('cy')}`).selectOption('active');
    await expectToast(page, 'Status updated successfully');
    const [txtDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export Approved Emails/ }).click(),
    ]);
    expect(txtDownload.suggestedFilename()).toBe(`approved-testers-${await localDate(page)}.txt`);
    const approved = (await fs.readFile(await txtDownload.path(), 'utf8')).trim().split('\n');
    expect(approved).toEqual(expect.arrayContaining([email('bob'), email('cy')]));
    expect(approved).not.toContain(email('ann'));
    expect(approved).not.toContain(email('solo'));
    await context.close();
  });
});
