import { useEffect, useReducer, useRef } from 'react';
import { isPaymentWindowMessage, type ManageBookingDto, type PaymentStatus } from '@app/contracts';
import {
  FOLLOW_POLL_MS,
  followOutcome,
  followReducer,
  keepFollowing,
  startFollowing,
  type FollowOutcome,
  type FollowedState,
} from './bookingFollow';
import { useHoldClock } from './useHoldClock';

/** A booking as POST /api/bookings answered it: what the follower needs of `BookingDto`. */
export interface FollowedBooking extends Omit<FollowedState, 'holdExpiresAt'> {
  id: string;
  /** Returned once, at creation; without it only the card window's report can say "paid". */
  manageToken?: string;
  holdExpiresAt?: string | null;
}

/** Reads the booking's current state; null when the read failed (the next poll tries again). */
export type ReadBookingState = (manageToken: string, signal: AbortSignal) => Promise<FollowedState | null>;

export interface BookingFollow {
  outcome: FollowOutcome;
  /** Left on the hold while `held`; null when unknown (no hold end, or before the clock is read). */
  msLeft: number | null;
  paymentStatus: PaymentStatus;
  /** The server's payment id, when the card window reported it (a receipt reference). */
  paymentId?: string;
}

/** The one read of a booking's state (issue 34): the manage view, which carries the hold's end. */
export const readManagedBooking: ReadBookingState = async (manageToken, signal) => {
  const res = await fetch(`${window.location.origin}/api/manage/${encodeURIComponent(manageToken)}`, {
    credentials: 'include',
    cache: 'no-store',
    signal,
  }).catch(() => null);
  if (!res?.ok) return null;
  const view = (await res.json()) as ManageBookingDto;
  return { status: view.status, paymentStatus: view.paymentStatus, holdExpiresAt: view.holdExpiresAt };
};

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Follows a created booking: a card hold is asked after every FOLLOW_POLL_MS (`GET /api/manage/:token`), the card
 * window's "paid" report is heard at once (postMessage, same origin, this booking only) and the hold is counted
 * down. Polling stops once the outcome is settled or the grace after the hold has passed, pauses while the tab is
 * hidden (one read as soon as it is shown again: the visitor is back from paying elsewhere), and ends on unmount.
 */
export function useBookingFollower(
  booking: FollowedBooking,
  { read = readManagedBooking, pollMs = FOLLOW_POLL_MS }: { read?: ReadBookingState; pollMs?: number } = {},
): BookingFollow {
  const [snapshot, dispatch] = useReducer(followReducer, booking, (created) =>
    startFollowing({ ...created, holdExpiresAt: created.holdExpiresAt ?? null }),
  );
  const latest = useRef(snapshot);
  latest.current = snapshot;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentWindowMessage(event.data)) return;
      if (event.data.bookingId === booking.id) dispatch({ type: 'paid-in-window', paymentId: event.data.paymentId });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [booking.id]);

  const token = booking.manageToken;
  const following = !!token && keepFollowing(snapshot, Date.now());
  useEffect(() => {
    if (!following || !token) return;
    const abort = new AbortController();
    let timer: number | undefined;
    let asking = false;
    const schedule = () => {
      if (!abort.signal.aborted && keepFollowing(latest.current, Date.now()))
        timer = window.setTimeout(() => void ask(), pollMs);
    };
    const ask = async () => {
      timer = undefined;
      if (isHidden()) return; // resumed by visibilitychange
      asking = true;
      const state = await read(token, abort.signal).catch(() => null);
      asking = false;
      if (abort.signal.aborted) return;
      if (state) dispatch({ type: 'server', state });
      schedule();
    };
    const onVisibility = () => {
      if (!isHidden() && timer === undefined && !asking) void ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    // Asked at once too: a page that comes back to a booking (remount, a restored tab) may hold an old answer.
    void ask();
    return () => {
      abort.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [following, token, read, pollMs]);

  const msLeft = useHoldClock(snapshot.heldAtCreation ? snapshot.holdEndMs : null);
  const nowMs = msLeft === null || snapshot.holdEndMs === null ? null : snapshot.holdEndMs - msLeft;
  const outcome = followOutcome(snapshot, nowMs);
  return {
    outcome,
    msLeft: outcome === 'held' ? msLeft : null,
    paymentStatus: snapshot.paidInWindow ? 'paid' : snapshot.server.paymentStatus,
    paymentId: snapshot.paidInWindow?.paymentId,
  };
}
