import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { FIRST_SLOTS, SHOTS, skipTours } from './layout-support';

/**
 * Issue 33 item 2, "the visitor's own time zone everywhere", as visitors far from Eastern live it: Honolulu (five
 * hours behind, the same day) and Auckland (eighteen hours ahead in November: every session falls on the next day
 * there). Each books the last time of a day on /booking; the browser's zone travels with the booking and comes back
 * as their own day and time on the picker, the summary, the confirmation e-mail and the manage page, while the .ics
 * carries the instant in UTC. Expected texts are computed here with Intl from the slot's instant, not by the app's
 * own formatters.
 */

interface Slot {
  id: string;
  startTime: string;
}

const EXTERNAL_PAYMENT_HOSTS = /cash\.app|venmo\.com|paypal\.com|paypal\.me/;

const local = (instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(instant);

/** 20261129T020000Z */
const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

for (const timeZone of ['Pacific/Honolulu', 'Pacific/Auckland'] as const) {
  test(`a visitor in ${timeZone} books and sees their own day and time on the page, in the e-mail and on the manage page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ timezoneId: timeZone });
    await skipTours(context);
    await context.route(EXTERNAL_PAYMENT_HOSTS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Payment provider</h1>' }),
    );
    const page = await context.newPage();
    const email = `${timeZone.split('/')[1].toLowerCase()}-${Date.now()}@example.com`;

    await page.goto('/booking');
    await page.getByTestId('booking-service-card').filter({ hasText: 'Personal Development Session' }).click();
    await expect(page.getByTestId('slot-button').first()).toBeVisible(FIRST_SLOTS);
    // The last time listed: later in the Eastern day, so already the next day in Auckland.
    const button = page.getByTestId('slot-button').last();
    const slotId = (await button.getAttribute('data-slot-id'))!;
    const slots = (await (await request.get('/api/time-slots?brand=coaching')).json()) as Slot[];
    const instant = new Date(slots.find((s) => s.id === slotId)!.startTime);
    const time = local(instant, timeZone, { hour: 'numeric', minute: '2-digit' });
    const theirDay = local(instant, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const otherDay =
      local(instant, timeZone, { dateStyle: 'short' }) !== local(instant, 'America/New_York', { dateStyle: 'short' });
    expect(otherDay, 'Auckland is on the next day, Honolulu on the same one').toBe(timeZone === 'Pacific/Auckland');

    const weekdayShort = local(instant, timeZone, { weekday: 'short' });
    const label = otherDay ? `${time} ${weekdayShort} your time` : `${time} your time`;
    await expect(button.getByTestId('slot-local-time')).toHaveText(label);
    await button.click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Kai Far');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('radio', { name: 'Live Chat' }).check();
    await expect(page.getByTestId('booking-summary')).toContainText(label);
    await page.getByRole('radio', { name: 'Venmo' }).check();
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect((response.request().postDataJSON() as { timeZone?: string }).timeZone).toBe(timeZone);
    const { manageToken } = (await response.json()) as { manageToken: string };
    await expect(page.getByText('Booking Confirmed!')).toBeVisible();

    // The e-mail names their day and time, and their zone, beside Eastern.
    const mail = await waitForMail({ to: email, type: 'booking-confirmation' });
    expect(mail.text).toContain(`${theirDay} at ${time}`);
    expect(mail.text).toContain(`(${timeZone.replace(/_/g, ' ')})`);
    expect(mail.text).toContain(
      local(instant, 'America/New_York', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    );

    await page.goto(`/manage/${manageToken}`);
    const yourTime = page.getByTestId('summary-your-time');
    await expect(yourTime).toContainText(`${theirDay} at ${time}`);
    await page.screenshot({ path: `${SHOTS}/time-zone-manage-${timeZone.replace('/', '-')}.png` });

    // The calendar file carries the instant itself (UTC), which every calendar shows in its owner's zone.
    const ics = await request.get(`/api/manage/${manageToken}/calendar.ics`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(`DTSTART:${icsUtc(instant)}`);
    await context.close();
  });
}
