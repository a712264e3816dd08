import type { BookingFollow } from '@app/web-kit';

/**
 * What the confirmation may truthfully say about a reading (DESIGN §3, issue 13 "Honest states"), in Lunar's words:
 * the shared follower's outcome, with a booked reading told apart by whether its off-site payment is still awaited.
 * - `held`: a card booking waiting for payment; its time is held until `msLeft` runs out (null: not read yet).
 * - `paid`: paid by card — only now is it booked.
 * - `awaiting`: booked with an off-site method; the payment is still to arrive.
 * - `confirmed`: booked with nothing left to pay.
 * - `released`: the hold lapsed unpaid; the time went back to the calendar.
 * - `cancelled`.
 */
export type ReadingState =
  | { kind: 'held'; msLeft: number | null }
  | { kind: 'paid'; paymentId?: string }
  | { kind: 'awaiting' }
  | { kind: 'confirmed' }
  | { kind: 'released' }
  | { kind: 'cancelled' };

export function readingStateOf({ outcome, msLeft, paymentStatus, paymentId }: BookingFollow): ReadingState {
  switch (outcome) {
    case 'held':
      return { kind: 'held', msLeft };
    case 'paid':
      return { kind: 'paid', paymentId };
    case 'booked':
      return paymentStatus === 'awaiting' ? { kind: 'awaiting' } : { kind: 'confirmed' };
    case 'released':
    case 'cancelled':
      return { kind: outcome };
  }
}
