import type { APIRequestContext, Page } from '@playwright/test';
import { SUBSCRIBER_SIGNED_IN_COOKIE } from '@app/contracts';
import { expect } from './fixtures';
import { linkInMail } from './mail-links';
import { mailsTo, waitForMails } from './outbox';

/** The words every held card booking reads until it is paid (issue 13; contracts HELD_BOOKING_TEXT). */
export const HELD_TEXT = 'Held — complete payment within 15 minutes';

/** The receipt reference the site prints for a payment id: PAY- and its first 8 hex digits (contracts paymentReference). */
export const referenceOf = (paymentId: string) => `PAY-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export interface Slot {
  id: string;
  date: string;
  time: string;
  startTime: string;
  isAvailable?: boolean;
}

export interface Booking {
  id: string;
  status: string;
  paymentStatus: string;
  amount: number;
  timeSlotId: string;
  startTime: string;
  manageToken?: string;
  holdExpiresAt?: string | null;
}

/** Free slots of a brand at least `hoursAhead` from now (a slot too close may be refused as past by the time it is used). */
export async function freeSlots(
  request: APIRequestContext,
  brand: 'coaching' | 'lunar',
  hoursAhead = 2,
): Promise<Slot[]> {
  const response = await request.get(`/api/time-slots?brand=${brand}`, { timeout: 30_000 });
  expect(response.ok(), await response.text()).toBe(true);
  const slots = (await response.json()) as Slot[];
  return slots.filter((s) => s.isAvailable !== false && Date.parse(s.startTime) > Date.now() + hoursAhead * 3_600_000);
}

/** POST /api/bookings: the same rules a visitor's form goes through. */
export async function createBooking(request: APIRequestContext, body: Record<string, unknown>): Promise<Booking> {
  const response = await request.post('/api/bookings', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** A held Lunar Light card booking for `email` on the last free slot (the first ones are left to the page tests). */
export async function heldLunarCardBooking(
  request: APIRequestContext,
  fullName: string,
  email: string,
  serviceId = 'love-reading',
) {
  const slots = await freeSlots(request, 'lunar');
  expect(slots.length, 'a free Lunar Light slot').toBeGreaterThan(0);
  const booking = await createBooking(request, {
    fullName,
    email,
    serviceId,
    timeSlotId: slots.at(-1)!.id,
    deliveryPreference: 'chat',
    paymentMethod: 'credit-card',
  });
  expect(booking.status).toBe('pending_payment');
  return booking;
}

/** The booking's state as the server holds it, through its manage link (GET /api/manage/:token). */
export async function bookingState(
  request: APIRequestContext,
  booking: Booking,
): Promise<{ status: string; paymentStatus: string }> {
  expect(booking.manageToken, 'POST /api/bookings answers the manage token').toBeTruthy();
  const response = await request.get(`/api/manage/${encodeURIComponent(booking.manageToken!)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { status, paymentStatus } = (await response.json()) as { status: string; paymentStatus: string };
  return { status, paymentStatus };
}

/**
 * The visitor's subscription dashboard on /subscriptions, reached as a subscriber does (issue 15): "Access Your
 * Subscription" e-mails a sign-in link, and the link from that e-mail opens the dashboard. A browser that is signed
 * in already (an earlier link) goes straight to it.
 */
export async function openSubscriptionDashboard(page: Page, email: string) {
  const dashboard = page.getByTestId('subscription-dashboard');
  // Signed in, the browser holds the server's script-readable marker beside the session (and only then does the page
  // ask GET /api/subscriptions/mine).
  const cookies = await page.context().cookies();
  const signedIn = cookies.some((c) => c.name === SUBSCRIBER_SIGNED_IN_COOKIE && c.value === '1');
  await page.goto('/subscriptions');
  if (signedIn) {
    await expect(dashboard).toBeVisible();
    return;
  }
  const earlier = (await mailsTo(email)).filter((m) => m.type === 'subscriber-sign-in').length;
  const lookup = page.getByRole('form', { name: 'Access Your Subscription' });
  await lookup.getByRole('textbox', { name: /Email/ }).fill(email);
  await lookup.getByRole('button', { name: 'Access Subscription' }).click();
  await expect(page.getByText("We've e-mailed you a link")).toBeVisible();
  const mails = await waitForMails({ to: email, type: 'subscriber-sign-in' }, earlier + 1);
  await page.goto(await linkInMail(page.context(), mails[mails.length - 1], 'Open your dashboard'));
  await expect(dashboard).toBeVisible();
}

/** What the card window's Pay button posts to, and its answer (paymentId for the receipt reference). */
export async function payInWindow(
  popup: Page,
  amountLabel: string,
): Promise<{ status: number; body: { success?: boolean; paymentId?: string; message?: string } }> {
  const answer = popup.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/square-payment' && r.request().method() === 'POST',
  );
  await popup.getByRole('button', { name: amountLabel, exact: true }).click();
  const response = await answer;
  return {
    status: response.status(),
    body: (await response.json()) as { success?: boolean; paymentId?: string; message?: string },
  };
}

/**
 * Signs an API context in as the subscriber of `email` does (issue 15): asks for the link, reads it from the e-mail
 * and exchanges it for the session cookie, which the context then sends with every call.
 */
export async function signInByMail(request: APIRequestContext, email: string) {
  const earlier = (await mailsTo(email)).filter((m) => m.type === 'subscriber-sign-in').length;
  const asked = await request.post('/api/subscriptions/sign-in-links', { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  const mails = await waitForMails({ to: email, type: 'subscriber-sign-in' }, earlier + 1);
  const token = /[?&]signin=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)?.[1];
  expect(token, 'a sign-in link in the e-mail').toBeTruthy();
  const opened = await request.post('/api/subscriptions/session', { data: { token } });
  expect(opened.status(), await opened.text()).toBe(200);
}
