import { useEffect, useState } from 'react';
import { CARD_HOLD_MINUTES, ErrorCode, type BookingDto, type BookingStatus, type PaymentStatus } from '@app/contracts';
import { errorCode } from '@app/web-kit';
import { useGetBookingQuoteQuery, useGetManagedBookingQuery } from './bookingApi';
import { useCountdown } from './useCountdown';
import { usePaymentWindowResult } from './usePaymentWindowResult';

/** How often a held booking asks the server whether it was paid (another tab, the app's in-app browser). */
export const HOLD_POLL_MS = 10_000;

/**
 * What the confirmation may truthfully say about a booking (DESIGN §3, issue 13 "Honest states"):
 * - `held`: a card booking waiting for payment; its time is held until `msLeft` runs out.
 * - `paid`: paid by card — only now is it booked.
 * - `awaiting`: booked with an off-site method; the payment is still to arrive.
 * - `confirmed`: booked with nothing left to pay.
 * - `released`: the hold lapsed unpaid; the time went back to the calendar.
 * - `cancelled`.
 */
export type ReadingState =
  | { kind: 'held'; msLeft: number }
  | { kind: 'paid'; paymentId?: string }
  | { kind: 'awaiting' }
  | { kind: 'confirmed' }
  | { kind: 'released' }
  | { kind: 'cancelled' };

interface ServerState {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: string | null;
}

/** The quote's ORDER_NOT_PAYABLE (409): the booking was paid, or released and taken, meanwhile. */
const isConflict = (error: unknown) => errorCode(error) === ErrorCode.ORDER_NOT_PAYABLE;

/**
 * Follows a booking from the answer of POST /api/bookings: while a card hold runs it polls the server's quote
 * (GET /api/payments/quote?bookingId=…), listens for the card window's "paid" message and counts the hold down.
 * When the quote stops answering (409: paid, or released and taken) the manage view says which.
 */
export function useReadingState(booking: BookingDto): ReadingState {
  const heldAtCreation = booking.status === 'pending_payment';
  const fromWindow = usePaymentWindowResult(booking.id);

  // Polling stops once the server's answer is final; the query stays subscribed so its last answer is kept.
  const [following, setFollowing] = useState(heldAtCreation);
  const quote = useGetBookingQuoteQuery(booking.id, {
    skip: !heldAtCreation,
    pollingInterval: following ? HOLD_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const quoteGone = isConflict(quote.error);
  const quotedStatus = quote.data?.booking?.status;
  useEffect(() => {
    if (fromWindow || quoteGone || (quotedStatus && quotedStatus !== 'pending_payment')) setFollowing(false);
  }, [fromWindow, quoteGone, quotedStatus]);
  const managed = useGetManagedBookingQuery(booking.manageToken ?? '', {
    skip: !quoteGone || !booking.manageToken || !!fromWindow,
  });

  const server: ServerState = managed.data
    ? { status: managed.data.status, paymentStatus: managed.data.paymentStatus, holdExpiresAt: null }
    : quote.data?.booking && !quoteGone
      ? quote.data.booking
      : {
          status: booking.status,
          paymentStatus: booking.paymentStatus,
          // The server's hold end from the booking itself; creation + the hold is the same instant otherwise.
          holdExpiresAt: heldAtCreation
            ? (booking.holdExpiresAt ??
              new Date(new Date(booking.createdAt).getTime() + CARD_HOLD_MINUTES * 60_000).toISOString())
            : null,
        };

  const held = !fromWindow && server.status === 'pending_payment';
  const deadline = held && server.holdExpiresAt ? new Date(server.holdExpiresAt).getTime() : null;
  const msLeft = useCountdown(deadline);

  if (fromWindow || server.paymentStatus === 'paid') {
    return heldAtCreation ? { kind: 'paid', paymentId: fromWindow?.paymentId } : { kind: 'confirmed' };
  }
  switch (server.status) {
    case 'pending_payment':
      // A run-out hold is free for anyone else to book even before the server's sweep marks it expired.
      return msLeft > 0 ? { kind: 'held', msLeft } : { kind: 'released' };
    case 'expired':
      return { kind: 'released' };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'confirmed':
      return server.paymentStatus === 'awaiting' ? { kind: 'awaiting' } : { kind: 'confirmed' };
  }
}
