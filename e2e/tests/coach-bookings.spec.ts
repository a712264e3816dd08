import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { adminContext, expectToast, runId, visitorContext } from './admin-support';

/**
 * Issue 27: the coach runs the bookings from the console as a coach would — find the booking in the agenda, open it,
 * act — and the customer learns of it by e-mail and on their manage page. Bookings are made through the API (the
 * booking pages have their own suites).
 */

interface Slot {
  id: string;
  date: string;
  time: string;
  startTime: string;
}

async function freeSlots(request: APIRequestContext): Promise<Slot[]> {
  const response = await request.get('/api/time-slots?brand=coaching');
  expect(response.ok()).toBe(true);
  // At least an hour ahead, so no slot turns past while the test runs.
  return ((await response.json()) as Slot[]).filter((s) => Date.parse(s.startTime) > Date.now() + 60 * 60_000);
}

async function book(request: APIRequestContext, slot: Slot, fullName: string, email: string) {
  const response = await request.post('/api/bookings', {
    data: {
      fullName,
      email,
      phone: '555-0100',
      serviceId: 'strategic-decision',
      timeSlotId: slot.id,
      deliveryPreference: 'chat',
      chatPlatform: 'live-chat',
      paymentMethod: 'zelle',
      specialRequests: 'Please focus on the new job offer.',
      timeZone: 'America/Los_Angeles',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; manageToken: string };
}

/** The coach's console, narrowed to one customer by the search box, as a coach finds a booking by name. */
async function openConsole(page: Page, search: string) {
  await page.goto('/coach?tab=bookings');
  await page.getByRole('searchbox', { name: 'Search name or e-mail' }).fill(search);
}

async function openBooking(page: Page, fullName: string) {
  await page.getByRole('button', { name: new RegExp(`^Open booking of ${fullName} at`) }).click();
  const detail = page.getByRole('dialog', { name: fullName });
  await expect(detail).toBeVisible();
  return detail;
}

test.describe('the coach’s bookings', () => {
  test('cancels a booking with a reason: the customer is e-mailed the reason and the manage page says cancelled', async ({
    browser,
    request,
  }) => {
    const id = runId();
    const fullName = `Cora ${id}`;
    const email = `cora-${id}@example.com`;
    const [slot] = await freeSlots(request);
    const booking = await book(request, slot, fullName, email);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await openConsole(page, fullName);
    const detail = await openBooking(page, fullName);
    await expect(detail).toContainText('Strategic Decision Coaching');
    await expect(detail).toContainText('Please focus on the new job offer.');
    await expect(detail.getByTestId('customer-time')).toContainText('(America/Los Angeles)');
    await expect(detail.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    await detail.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(`The coach is ill (${id})`);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectToast(page, 'Booking cancelled');
    await expect(detail.getByTestId('history-entry').filter({ hasText: 'Cancelled · by you' })).toContainText(
      `The coach is ill (${id})`,
    );
    await context.close();

    const mail = await waitForMail({ to: email, type: 'booking-cancelled' });
    expect(mail.text).toContain(`The coach is ill (${id})`);
    expect(mail.ics).toContain('METHOD:CANCEL');

    const visitor = await visitorContext(browser);
    const manage = await visitor.newPage();
    await manage.goto(`/manage/${booking.manageToken}`);
    await expect(manage.getByTestId('booking-status')).toHaveText('Cancelled');
    await visitor.close();
  });

  test('moves a booking to another free time: the customer gets the new time and the manage page shows it', async ({
    browser,
    request,
  }) => {
    const id = runId();
    const fullName = `Remy ${id}`;
    const email = `remy-${id}@example.com`;
    const [from, to] = await freeSlots(request);
    const booking = await book(request, from, fullName, email);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await openConsole(page, email);
    const detail = await openBooking(page, fullName);
    await detail.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${fullName}’s booking` });
    await dialog.locator(`[data-slot-id="${to.id}"]`).click();
    await dialog.getByRole('button', { name: new RegExp(`^Move to .*, ${to.time} ET$`) }).click();
    await expectToast(page, 'Booking moved');
    await expect(detail.getByTestId('history-entry').filter({ hasText: 'Moved · by you' })).toBeVisible();
    await context.close();

    const mail = await waitForMail({ to: email, type: 'booking-rescheduled' });
    expect(mail.ics).toMatch(/SEQUENCE:[1-9]/);
    const moved = (await (await request.get(`/api/manage/${booking.manageToken}`)).json()) as { startTime: string };
    expect(moved.startTime).toBe(new Date(to.startTime).toISOString());

    const visitor = await visitorContext(browser);
    const manage = await visitor.newPage();
    await manage.goto(`/manage/${booking.manageToken}`);
    await expect(manage.getByTestId('booking-status')).toHaveText('Confirmed');
    await visitor.close();
  });

  test('marks an off-site payment received from the booking: the customer is thanked', async ({ browser, request }) => {
    const id = runId();
    const fullName = `Pax ${id}`;
    const email = `pax-${id}@example.com`;
    const [slot] = await freeSlots(request);
    await book(request, slot, fullName, email);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await openConsole(page, fullName);
    const detail = await openBooking(page, fullName);
    await detail.getByRole('button', { name: `Mark paid: booking of ${fullName}` }).click();
    await expectToast(page, 'Booking marked as paid');
    await expect(detail.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Refund' })).toBeVisible();
    await detail.getByRole('button', { name: 'Close booking' }).click();
    await expect(page.getByTestId('booking-row').filter({ hasText: fullName })).toContainText('Paid');
    await context.close();

    const mail = await waitForMail({ to: email, type: 'booking-payment-received' });
    expect(mail.subject).toContain('Payment received');
  });

  test('refunds an off-site payment: owed until the coach sends it, the customer told at each step', async ({
    browser,
    request,
  }) => {
    const id = runId();
    const fullName = `Rhea ${id}`;
    const email = `rhea-${id}@example.com`;
    const [slot] = await freeSlots(request);
    const booking = await book(request, slot, fullName, email);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await openConsole(page, fullName);
    const detail = await openBooking(page, fullName);
    await detail.getByRole('button', { name: `Mark paid: booking of ${fullName}` }).click();
    await expectToast(page, 'Booking marked as paid');
    await detail.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this booking?' });
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expectToast(page, 'Refund recorded');
    await expect(detail.getByTestId('history-entry').filter({ hasText: '$25 owed' })).toBeVisible();

    const owed = await waitForMail({ to: email, type: 'booking-refunded' });
    expect(owed.text).toContain('is refunding your $25 by Zelle');
    const manage = await (await request.get(`/api/manage/${booking.manageToken}`)).json();
    expect(manage).toMatchObject({ status: 'confirmed', paymentStatus: 'refund_owed' });

    await detail.getByRole('button', { name: 'Refund sent' }).click();
    await expectToast(page, 'Refund marked as sent');
    await expect(detail.getByRole('button', { name: 'Refund sent' })).toHaveCount(0);
    await context.close();

    const sent = await waitForMail({ to: email, type: 'booking-refund-sent' });
    expect(sent.text).toContain('has sent your refund of $25 by Zelle');
    const visitor = await visitorContext(browser);
    const page2 = await visitor.newPage();
    await page2.goto(`/manage/${booking.manageToken}`);
    await expect(page2.getByText('refunded', { exact: false }).first()).toBeVisible();
    await visitor.close();
  });

  test('releases unpaid bookings picked in the agenda: their times are free again and each customer is told', async ({
    browser,
    request,
  }) => {
    const id = runId();
    const slots = (await freeSlots(request)).slice(0, 2);
    const people = slots.map((_, i) => ({ fullName: `Una${i} ${id}`, email: `una${i}-${id}@example.com` }));
    for (const [i, slot] of slots.entries()) await book(request, slot, people[i].fullName, people[i].email);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await openConsole(page, id);
    await expect(page.getByTestId('booking-row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Select unpaid' }).click();
    await page.getByRole('button', { name: 'Select all unpaid (2)' }).click();
    await page.getByRole('button', { name: 'Release selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release 2 unpaid bookings?' });
    await dialog.getByRole('textbox').fill('No payment arrived');
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expectToast(page, 'Released 2 bookings');
    await expect(page.getByTestId('booking-row')).toHaveCount(0);
    await context.close();

    for (const person of people) {
      const mail = await waitForMail({ to: person.email, type: 'booking-cancelled' });
      expect(mail.text).toContain('No payment arrived');
    }
    const free = ((await (await request.get('/api/time-slots?brand=coaching')).json()) as Slot[]).map((s) => s.id);
    expect(free).toEqual(expect.arrayContaining(slots.map((s) => s.id)));
  });

  test('on a phone, every section is one tap away, a booking opens full-screen with a back arrow, nothing overflows', async ({
    browser,
    request,
  }) => {
    const id = runId();
    const fullName = `Tess ${id}`;
    const [slot] = await freeSlots(request);
    await book(request, slot, fullName, `tess-${id}@example.com`);

    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await openConsole(page, fullName);
    const bar = page.getByRole('tablist', { name: 'Coach console sections' });
    const tabs = ['Bookings', 'Plans', 'Questions', 'Messages', 'Reviews', 'Chats', 'Hours'];
    for (const name of tabs) await expect(bar.getByRole('tab', { name, exact: true })).toBeInViewport();

    const detail = await openBooking(page, fullName);
    const box = await detail.boundingBox();
    expect(box?.width).toBe(375);
    await detail.getByRole('button', { name: 'Close booking' }).click();
    await expect(detail).toHaveCount(0);

    for (const name of tabs) {
      await bar.getByRole('tab', { name, exact: true }).click();
      await expect(bar.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBe(0);
    }
    await expect(page).toHaveURL(/[?&]tab=blackouts/);
    await context.close();
  });
});
