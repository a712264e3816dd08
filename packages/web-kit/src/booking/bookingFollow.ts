/**
 * The rules of following a booking after POST /api/bookings answered (issue 34 item 2): what the page may say it is
 * (held, paid, booked, released, cancelled), how long its card hold has left, and whether to keep asking the server.
 * Pure, so both brands' pages and the card window share one set of rules; `useBookingFollower` drives it.
 */
import type { BookingStatus, PaymentStatus } from '@app/contracts';

/**
 * How often a held booking asks `GET /api/manage/:token`. Coaching asked every 5 s, Lunar every 10 s; the stricter
 * 5 s is kept: a payment made where the card window cannot report back (another tab, the app's in-app browser)
 * shows on the page within 5 s, at 12 small reads a minute for at most 17 minutes per booking.
 */
export const FOLLOW_POLL_MS = 5_000;

/**
 * After the hold's end, keep asking for 2 minutes (coaching's grace; Lunar had none). The card window lets a
 * visitor pay a lapsed hold while its time is still free, and a payment submitted in the last seconds settles
 * after the end: without the grace a page would say "released" for good about a booking that was paid.
 */
export const FOLLOW_GRACE_MS = 2 * 60_000;

/**
 * - `held`: a card booking waiting for payment; its time is kept until the hold ends.
 * - `paid`: a held booking whose card payment went through — only now is it booked.
 * - `booked`: booked at creation (an off-site method, or nothing to pay); `paymentStatus` says if a payment is awaited.
 * - `released`: the hold ended unpaid; the time went back to the calendar.
 * - `cancelled`: by the visitor (manage link) or the coach.
 */
export type FollowOutcome = 'held' | 'paid' | 'booked' | 'released' | 'cancelled';

/** What the server says of a booking: the fields of `ManageBookingDto` (and `BookingDto`) a follower reads. */
export interface FollowedState {
  /** The effective status: a lapsed hold already reads `expired`. */
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** ISO; null once paid, released, or when the booking never had a hold. */
  holdExpiresAt: string | null;
}

export interface FollowSnapshot {
  /** Created as `pending_payment`: only such a booking is followed. */
  heldAtCreation: boolean;
  server: FollowedState;
  /** The hold's end as last known: the server drops `holdExpiresAt` once released, the clock still needs it. */
  holdEndMs: number | null;
  /** The card window reported this booking paid (postMessage), with the server's payment id when it sent one. */
  paidInWindow: { paymentId?: string } | null;
}

export type FollowAction = { type: 'server'; state: FollowedState } | { type: 'paid-in-window'; paymentId?: string };

const instant = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function startFollowing(created: FollowedState): FollowSnapshot {
  return {
    heldAtCreation: created.status === 'pending_payment',
    server: created,
    holdEndMs: instant(created.holdExpiresAt),
    paidInWindow: null,
  };
}

export function followReducer(snapshot: FollowSnapshot, action: FollowAction): FollowSnapshot {
  if (action.type === 'paid-in-window') {
    return snapshot.paidInWindow ? snapshot : { ...snapshot, paidInWindow: { paymentId: action.paymentId } };
  }
  const { state } = action;
  return { ...snapshot, server: state, holdEndMs: instant(state.holdExpiresAt) ?? snapshot.holdEndMs };
}

/** Milliseconds left on the hold at `nowMs`; null when there is no hold end or the clock is not read yet. */
export function holdMsLeft(holdEndMs: number | null, nowMs: number | null): number | null {
  if (holdEndMs === null || nowMs === null) return null;
  return Math.max(0, holdEndMs - nowMs);
}

/** What the page may truthfully say the booking is at `nowMs` (null: the clock is not read yet). */
export function followOutcome(snapshot: FollowSnapshot, nowMs: number | null): FollowOutcome {
  const { server, heldAtCreation } = snapshot;
  // Only the server or the window the visitor paid in can say "paid"; nothing here assumes it.
  if (snapshot.paidInWindow || server.paymentStatus === 'paid') return heldAtCreation ? 'paid' : 'booked';
  switch (server.status) {
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'released';
    case 'confirmed':
      return 'booked';
    case 'pending_payment':
      // A run-out hold is free for anyone else to book even before the server answers again.
      return holdMsLeft(snapshot.holdEndMs, nowMs) === 0 ? 'released' : 'held';
  }
}

/** An outcome no later answer can change: paid, booked or cancelled. A release may still turn into "paid". */
export function isSettled(snapshot: FollowSnapshot): boolean {
  const outcome = followOutcome(snapshot, null);
  return outcome === 'paid' || outcome === 'booked' || outcome === 'cancelled';
}

/** Whether to ask the server again at `nowMs`: a held booking, not settled, within its hold and the grace after it. */
export function keepFollowing(snapshot: FollowSnapshot, nowMs: number): boolean {
  if (!snapshot.heldAtCreation || isSettled(snapshot)) return false;
  if (snapshot.holdEndMs === null) return snapshot.server.status === 'pending_payment';
  return nowMs <= snapshot.holdEndMs + FOLLOW_GRACE_MS;
}

/** "14:05": minutes and seconds left, rounded up so the clock never shows 0:00 while time is left. */
export function holdClockText(msLeft: number): string {
  const total = Math.ceil(msLeft / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
