import { useEffect, useState } from 'react';
import { CARD_HOLD_MINUTES, isPaymentWindowMessage } from '@app/contracts';
import { useNow } from '@app/web-kit';
import { useGetBookingProgressQuery, type CreatedBooking } from './bookingProgressApi';

/** How often a held booking's state is asked while the visitor pays in the card window. */
export const HELD_BOOKING_POLL_MS = 5000;
/** After the hold's end, keep asking a little: a payment submitted at the last second may still settle. */
const GRACE_AFTER_HOLD_MS = 2 * 60_000;

/** held: unpaid, slot kept; paid: the card payment went through; released: the hold lapsed; cancelled: by the visitor. */
export type HeldBookingPhase = 'held' | 'paid' | 'released' | 'cancelled';

function holdEnd(booking: CreatedBooking, serverHoldEnd: string | null | undefined): number {
  const iso = serverHoldEnd ?? booking.holdExpiresAt;
  if (iso) return Date.parse(iso);
  // Until the server says, the hold runs from creation (DESIGN §3).
  return Date.parse(booking.createdAt) + CARD_HOLD_MINUTES * 60_000;
}

/**
 * Follows a card booking from "held" to "paid" or "released": the card window's report (postMessage, same origin,
 * this booking only) and the server's state (polled), against a clock that ticks every second. Only the server or
 * the window the visitor paid in can say "paid"; nothing here assumes it.
 */
export function useHeldBooking(booking: CreatedBooking) {
  const [paidInWindow, setPaidInWindow] = useState(false);
  const [polling, setPolling] = useState(true);
  const now = useNow(1000).getTime();
  const { data: progress } = useGetBookingProgressQuery(
    { bookingId: booking.id, manageToken: booking.manageToken },
    { pollingInterval: polling ? HELD_BOOKING_POLL_MS : 0 },
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentWindowMessage(event.data)) return;
      if (event.data.bookingId === booking.id) setPaidInWindow(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [booking.id]);

  const end = holdEnd(booking, progress?.holdExpiresAt);
  const paid = paidInWindow || progress?.paymentStatus === 'paid';
  const cancelled = progress?.status === 'cancelled';
  const releasedByServer = progress?.status === 'expired' || cancelled;
  const overdue = now > end + GRACE_AFTER_HOLD_MS;
  useEffect(() => {
    if (paid || releasedByServer || overdue) setPolling(false);
  }, [paid, releasedByServer, overdue]);

  const msLeft = Math.max(0, end - now);
  const phase: HeldBookingPhase = paid
    ? 'paid'
    : cancelled
      ? 'cancelled'
      : releasedByServer || msLeft === 0
        ? 'released'
        : 'held';
  return { phase, secondsLeft: Math.ceil(msLeft / 1000) };
}

/** "14:05 left". */
export function timeLeftText(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')} left`;
}
