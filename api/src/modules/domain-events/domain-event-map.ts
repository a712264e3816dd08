import type { BookingActor, BrandId, SubscriptionMessageKind } from '@app/contracts';

/**
 * What happened, as the modules that made it happen announce it. Issue 13: events are written to the
 * `domain_event` outbox table *inside* the transaction that made the change (DomainEvents.publish), then handled
 * by the dispatcher, which turns them into e-mails in the `mail_outbox` table — so a crash or an SMTP outage delays
 * mail but never loses it. Payloads name rows (the handler reads the committed state); no secret travels in a
 * payload: links are rebuilt from ids by the token signer.
 */
export interface DomainEventMap {
  /** A booking was made. `pending_payment` (card): the "held — pay within 15 minutes" e-mail; otherwise the
   * confirmation with the calendar invite (off-site methods are confirmed, payment awaiting). */
  'booking.created': { bookingId: string };
  /** A held card booking was paid (or the coach marked a booking paid): the confirmation with the invite if it was
   * not confirmed before; the coach's note. The receipt is `payment.approved`'s. */
  'booking.paid': { bookingId: string; via: 'card' | 'coach'; wasConfirmed: boolean };
  /** An unpaid card hold lapsed and the slot was released: tell the visitor, with a link to book again. */
  'booking.released': { bookingId: string };
  /**
   * The new time and the invite sequence as they were at the change: the e-mail may be composed after a later
   * change (another move, a cancellation) and must still describe this one. Optional for events stored before.
   */
  'booking.rescheduled': {
    bookingId: string;
    previousStartsAt: string;
    startsAt?: string;
    endsAt?: string;
    icsSequence?: number;
    /** Issue 27: who moved it (absent: the customer) and the coach's note. */
    by?: BookingActor;
    reason?: string | null;
  };
  'booking.cancelled': {
    bookingId: string;
    /** The CANCEL invite's sequence at the cancellation (optional for events stored before it was carried). */
    icsSequence?: number;
    /** Cents returned to the card through the gateway (0 when nothing was charged or it was paid off-site). */
    refundedCents: number;
    /** Issue 27: who cancelled (absent: the customer), the coach's reason, a release of an unpaid booking, a paid
     * booking cancelled without a refund. */
    by?: BookingActor;
    reason?: string | null;
    released?: boolean;
    keptPayment?: boolean;
  };
  /** The coach marked the customer absent: a kind "we missed you" with a link to book again. */
  'booking.no_show': { bookingId: string };
  /** The coach refunded a booking: to the card now (refundedCents), or owed for an off-site payment (owedCents). */
  'booking.refunded': { bookingId: string; refundedCents: number; owedCents: number };
  /** The coach sent an owed off-site refund. */
  'booking.refund_sent': { bookingId: string; cents: number };
  /** A card payment was approved: the receipt (amount, card brand and last 4, reference). */
  'payment.approved': { paymentId: string };
  /** A card payment was refunded because what it paid for could no longer be had. */
  'payment.refunded': { paymentId: string; reason: string };
  /** `couponRefused`: a code this address had already used (issue 33); the plan is at full price and the e-mail says why. */
  'subscription.created': { subscriptionId: string; couponRefused?: string };
  'subscription.activated': { subscriptionId: string; via: 'card' | 'coach' };
  'subscription.question': { subscriptionId: string; questionId: string; kind: SubscriptionMessageKind };
  /** The coach answered: the subscriber is e-mailed the answer with a link back to the dashboard. */
  'subscription.answered': { subscriptionId: string; questionId: string; answerId: string };
  /** A plan cancelled by the coach or the subscriber: the subscriber is told, and the coach when it was not them. */
  'subscription.cancelled': { subscriptionId: string; reason: string | null; by: 'coach' | 'subscriber' };
  /**
   * Issue 28/34: someone started a plan this address already has; its owner is told, with a one-time sign-in link.
   * The link row's id, not its token: notifications derives the token (LinkTokensService.signIn) as it writes the
   * mail, so no token sits in the event table.
   */
  'subscription.started_again': { subscriptionId: string; signInLinkId: string };
  /** "Access Your Subscription": the link row to e-mail (its token derived as above), or a note that there is no plan. */
  'subscriber.sign_in_requested': { signInLinkId: string };
  /** The coach recorded a month's payment: the acknowledgement with the new paid-through date (ISO). */
  'subscription.renewed': {
    subscriptionId: string;
    amountCents: number;
    paidThrough: string;
    paymentMethod: string | null;
  };
  'review.submitted': { reviewId: string };
  /** Issue 33: the coach lifted a blackout; its day's free times are news to the waitlist. `brand` null: both. */
  'blackout.removed': { date: string; brand: BrandId | null };
  /** Someone asked to be told if a time opens (a new entry, or one back after leaving): its one confirming e-mail. */
  'waitlist.joined': { entryId: string };
  /** A freed time of the entries' day: each entry still waiting is e-mailed a link that pre-selects it. */
  'waitlist.time_open': { slotId: string; entryIds: string[] };
  /** The coach widened a brand's weekly hours: these slots (of any days in the window) are offered now. */
  'slots.opened': { brand: BrandId; slotIds: string[] };
  /** A contact message: the brand's inbox (Reply-To the sender) and an acknowledgement to the sender. */
  'contact.received': { contactMessageId: string };
}

export type DomainEventType = keyof DomainEventMap;
