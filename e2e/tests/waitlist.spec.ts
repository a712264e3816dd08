import type { APIRequestContext } from '@playwright/test';
import { formatLongDate, WAITLIST_MESSAGES } from '@app/contracts';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { withE2eDb } from '../support/db';
import { linkInMail } from '../support/mail-links';
import { waitForMail } from '../support/outbox';
import { adminContext } from './admin-support';
import { FIRST_SLOTS, SHOTS, skipTours, viewportFor } from './layout-support';

/**
 * Issue 33 item 3, "Tell me if a time opens": a visitor joins the waitlist for a full day on /booking; a booking on
 * that day is cancelled from its manage link; the waitlist e-mail arrives, and its link opens /booking with the freed
 * time chosen and in view. At a phone's and a desk's width, each on its own day.
 */

interface Slot {
  id: string;
  date: string;
  time: string;
  startTime: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A coaching day at least `daysAhead` days out made full: the coach's hours narrowed to its first two times (as the
 * console's weekly hours mark the rest outside_hours), both booked. Returns the two bookings and an undo.
 */
async function fillDay(request: APIRequestContext, daysAhead: number, tag: string) {
  const slots = (await (await request.get('/api/time-slots?brand=coaching')).json()) as Slot[];
  const date = slots.find((s) => Date.parse(s.startTime) > Date.now() + daysAhead * DAY_MS)!.date;
  const kept = slots.filter((s) => s.date === date).slice(0, 2);
  const narrowed = await withE2eDb(async (db) => {
    const result = await db.query<{ id: string }>(
      `UPDATE time_slot SET outside_hours = true
        WHERE brand = 'coaching' AND date = $1 AND NOT outside_hours AND id <> ALL($2::uuid[]) RETURNING id`,
      [date, kept.map((s) => s.id)],
    );
    return result.rows.map((row) => row.id);
  });
  const bookings = [];
  for (const [i, slot] of kept.entries()) {
    const response = await request.post('/api/bookings', {
      data: {
        fullName: 'Ada Lovelace',
        email: `holder-${tag}-${i}@example.com`,
        serviceId: 'strategic-decision',
        timeSlotId: slot.id,
        deliveryPreference: 'chat',
        paymentMethod: 'zelle',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    bookings.push({ slot, ...((await response.json()) as { manageToken: string }) });
  }
  const undo = () =>
    withE2eDb((db) => db.query(`UPDATE time_slot SET outside_hours = false WHERE id = ANY($1::uuid[])`, [narrowed]));
  return { date, bookings, undo };
}

for (const [width, daysAhead] of [
  [375, 2],
  [1280, 3],
] as const) {
  test(`waits for a full day, hears of a freed time and finds it chosen at ${width} px`, async ({
    browser,
    request,
  }) => {
    // Two themes, a cancellation and the e-mailed link: five page loads and two mail round trips.
    test.setTimeout(180_000);
    const email = `waiter-${width}-${Date.now()}@example.com`;
    const { date, bookings, undo } = await fillDay(request, daysAhead, String(width));
    try {
      for (const mode of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: mode });
        await skipTours(context);
        await context.addCookies([{ name: 'lunar-light-theme', value: mode, url: BASE_URL }]);
        const page = await context.newPage();
        await page.goto('/booking');
        await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
        await expect(page.getByTestId('slot-button').first()).toBeVisible(FIRST_SLOTS);
        // Two days out or more: the heading is the full date.
        const day = page.getByRole('region', { name: formatLongDate(date) });
        await expect(day.getByText(WAITLIST_MESSAGES.dayFull)).toBeVisible();
        const offer = day.getByRole('button', { name: `${WAITLIST_MESSAGES.button}: ${formatLongDate(date)}` });
        await offer.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/waitlist-full-day-${width}-${mode}.png` });

        await offer.click();
        const dialog = page.getByRole('dialog', { name: WAITLIST_MESSAGES.title });
        await expect(dialog.getByRole('combobox', { name: WAITLIST_MESSAGES.dayLabel })).toContainText(
          formatLongDate(date),
        );
        await dialog.getByRole('button', { name: WAITLIST_MESSAGES.submit }).click();
        await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
        await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
        await page.screenshot({ path: `${SHOTS}/waitlist-form-${width}-${mode}.png` });
        await dialog.getByRole('button', { name: WAITLIST_MESSAGES.submit }).click();
        await expect(page.getByText(WAITLIST_MESSAGES.joined)).toBeVisible();
        await expect(dialog).toBeHidden();
        await context.close();
      }
      // Joined twice (once per theme): one confirmation all the same.
      const joined = await waitForMail({ to: email, type: 'waitlist-joined' });
      expect(joined.subject).toContain(formatLongDate(date));

      // The coach sees who waits for that day, under the hours that could open it.
      const coach = await adminContext(browser);
      const coachPage = await coach.newPage();
      await coachPage.setViewportSize(viewportFor(width));
      await coachPage.goto('/coach?tab=blackouts');
      const waiting = coachPage.getByRole('list', { name: 'Waiting for a time' });
      const waitingDay = waiting.getByTestId('waitlist-day').filter({ hasText: formatLongDate(date) });
      await expect(waitingDay.getByRole('link', { name: email })).toBeVisible();
      await waitingDay.scrollIntoViewIfNeeded();
      await coachPage.screenshot({ path: `${SHOTS}/waitlist-coach-${width}.png` });
      await coach.close();

      // The first booking of the day is cancelled from its manage link.
      const context = await browser.newContext({ viewport: viewportFor(width) });
      await skipTours(context);
      const page = await context.newPage();
      const [freed] = bookings;
      await page.goto(`/manage/${freed.manageToken}`);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');

      const notice = await waitForMail({ to: email, type: 'waitlist-time-open' });
      expect(notice.subject).toContain(`${formatLongDate(date)} at ${freed.slot.time} (Eastern)`);
      const link = await linkInMail(context, notice, `Book ${freed.slot.time}`);
      expect(link).toBe(`${BASE_URL}/booking?date=${date}&slot=${freed.slot.id}`);

      await page.goto(link);
      const chosen = page.locator(`[data-slot-id="${freed.slot.id}"]`);
      await expect(chosen).toHaveAttribute('aria-pressed', 'true', FIRST_SLOTS);
      await expect(chosen).toBeInViewport();
      await expect(page.getByTestId('waitlist-slot-taken')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/waitlist-chosen-${width}.png` });
      await context.close();
    } finally {
      await undo();
    }
  });
}

/**
 * Lunar Light names its full days beside the button (its day row shows only days with times). The confirming
 * e-mail's "Stop these e-mails" link opens /lunar-booking, which asks before it takes the address off the list.
 */
test('waits for a full Lunar Light day and leaves the list from the e-mailed link', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const slots = (await (await request.get('/api/time-slots?brand=lunar')).json()) as Slot[];
  const date = slots.find((s) => Date.parse(s.startTime) > Date.now() + 4 * DAY_MS)!.date;
  // The coach's hours close the whole day, as a full day looks to a visitor. Closed again before each visit: the
  // server's 15-minute reconcile (SlotGeneratorService) reopens slots its hours cover, and a slow run's last test
  // can meet it (CI, 2026-11-29: the day came back between two visits).
  const closed = new Set<string>();
  const closeDay = () =>
    withE2eDb(async (db) => {
      const result = await db.query<{ id: string }>(
        `UPDATE time_slot SET outside_hours = true WHERE brand = 'lunar' AND date = $1 AND NOT outside_hours RETURNING id`,
        [date],
      );
      for (const row of result.rows) closed.add(row.id);
    });
  const email = `moon-waiter-${Date.now()}@example.com`;
  try {
    for (const width of [375, 1280]) {
      for (const mode of ['light', 'dark'] as const) {
        await closeDay();
        const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: mode });
        await skipTours(context);
        await context.addCookies([{ name: 'lunar-light-theme', value: mode, url: BASE_URL }]);
        const page = await context.newPage();
        await page.goto('/lunar-booking');
        const full = page.getByTestId('full-days');
        await expect(full).toBeVisible(FIRST_SLOTS);
        await full.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/waitlist-lunar-${width}-${mode}.png` });
        if (width === 1280 && mode === 'dark') {
          await full.getByRole('button', { name: new RegExp(`^${WAITLIST_MESSAGES.button}`) }).click();
          const dialog = page.getByRole('dialog', { name: WAITLIST_MESSAGES.title });
          await dialog.getByRole('combobox', { name: WAITLIST_MESSAGES.dayLabel }).click();
          await page.getByRole('option', { name: formatLongDate(date) }).click();
          await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
          await dialog.getByRole('button', { name: WAITLIST_MESSAGES.submit }).click();
          await expect(page.getByText(WAITLIST_MESSAGES.joined)).toBeVisible();
        }
        await context.close();
      }
    }

    const joined = await waitForMail({ to: email, type: 'waitlist-joined' });
    const context = await browser.newContext({ viewport: viewportFor(375) });
    await skipTours(context);
    const leave = await linkInMail(context, joined, 'Stop these e-mails');
    expect(new URL(leave).pathname).toBe('/lunar-booking');
    const page = await context.newPage();
    await page.goto(leave);
    const ask = page.getByRole('dialog', { name: WAITLIST_MESSAGES.leaveTitle });
    await expect(ask).toContainText(formatLongDate(date));
    // The dialog fades in: shoot it once its transitions have finished. A transition replaced by another (a re-render)
    // is cancelled, and its `finished` rejects with AbortError: that one is over too.
    await ask.evaluate((el) =>
      Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: `${SHOTS}/waitlist-leave-375.png` });
    await ask.getByRole('button', { name: WAITLIST_MESSAGES.leave }).click();
    await expect(page.getByText(WAITLIST_MESSAGES.left)).toBeVisible();
    expect(new URL(page.url()).searchParams.has('leave-waitlist')).toBe(false);
    const token = new URL(leave).searchParams.get('leave-waitlist')!;
    expect((await request.get(`/api/waitlist/unsubscribe/${token}`)).status()).toBe(404);
    await context.close();
  } finally {
    await withE2eDb((db) =>
      db.query(`UPDATE time_slot SET outside_hours = false WHERE id = ANY($1::uuid[])`, [[...closed]]),
    );
  }
});
