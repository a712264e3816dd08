import { initialBookingState } from '@app/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingMailsService } from './booking-mails.service';
import { BookingReadModel, type BookingSnapshot } from '../bookings/booking.read-model';
import type { DomainEventMap } from '../domain-events/domain-event-map';
import { DomainEvents } from '../domain-events/domain-events';
import { readContactMessage } from '../contact/contact-facts.read-model';
import { readPayment } from '../payments/payment-facts.read-model';
import { readReview } from '../reviews/review-facts.read-model';
import { readAnswer, readQuestion } from '../subscriptions/subscription-messages.read-model';
import { PeopleMailsService } from './people-mails.service';
import { BookingRemindersService } from './reminders/booking-reminders.service';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import {
  readSignInRequest,
  readSubscription,
  type SubscriptionFacts,
} from '../subscriptions/subscription-facts.read-model';

type Payload<K extends keyof DomainEventMap> = DomainEventMap[K];

/** Was this booking a card hold when it was made? (Its status may have moved on by the time the event is handled.) */
const startedHeld = (b: BookingSnapshot) =>
  initialBookingState(b.paymentMethod ?? undefined, b.amountCents).status === 'pending_payment';

/**
 * Turns domain events into e-mails and reminders. Every handler runs in the dispatcher's transaction and only
 * writes (MailerService.enqueue, BookingRemindersService): the e-mails of one event are stored together, or, if anything
 * fails, not at all and the event is retried. Rows an event names are read as they are now; a row that vanished
 * (deleted since) is logged and the event is done.
 */
@Injectable()
export class NotificationHandlers implements OnModuleInit {
  private readonly logger = new Logger(NotificationHandlers.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly bookingMails: BookingMailsService,
    private readonly peopleMails: PeopleMailsService,
    private readonly reminders: BookingRemindersService,
    private readonly bookingReads: BookingReadModel,
    private readonly linkTokens: LinkTokensService,
  ) {}

  onModuleInit(): void {
    this.events.on('booking.created', (e, m) => this.bookingCreated(e, m));
    this.events.on('booking.paid', (e, m) => this.bookingPaid(e, m));
    this.events.on('booking.released', (e, m) => this.bookingReleased(e, m));
    this.events.on('booking.rescheduled', (e, m) => this.bookingRescheduled(e, m));
    this.events.on('booking.cancelled', (e, m) => this.bookingCancelled(e, m));
    this.events.on('booking.no_show', (e, m) => this.bookingNoShow(e, m));
    this.events.on('booking.refunded', (e, m) => this.bookingRefunded(e, m));
    this.events.on('booking.refund_sent', (e, m) => this.bookingRefundSent(e, m));
    this.events.on('payment.approved', (e, m) => this.paymentApproved(e, m));
    this.events.on('payment.refunded', (e, m) => this.paymentRefunded(e, m));
    this.events.on('subscription.created', (e, m) => this.subscriptionCreated(e, m));
    this.events.on('subscription.activated', (e, m) => this.subscriptionActivated(e, m));
    this.events.on('subscription.question', (e, m) => this.subscriptionQuestion(e, m));
    this.events.on('subscription.answered', (e, m) => this.subscriptionAnswered(e, m));
    this.events.on('subscription.cancelled', (e, m) => this.subscriptionCancelled(e, m));
    this.events.on('subscription.renewed', (e, m) => this.subscriptionRenewed(e, m));
    this.events.on('subscription.started_again', (e, m) => this.subscriptionStartedAgain(e, m));
    this.events.on('subscriber.sign_in_requested', (e, m) => this.signInRequested(e, m));
    this.events.on('review.submitted', (e, m) => this.reviewSubmitted(e, m));
    this.events.on('contact.received', (e, m) => this.contactReceived(e, m));
  }

  /**
   * A card booking starts as a hold: it gets the "held" e-mail (if it is still held now; once paid or released,
   * booking.paid or booking.released speaks instead) and no reminders yet. Any other booking is confirmed: the
   * confirmation with the invite, and its reminders.
   */
  private async bookingCreated({ bookingId }: Payload<'booking.created'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, bookingId, 'booking.created');
    if (!booking) return;
    if (startedHeld(booking)) {
      if (booking.status === 'pending_payment') await this.bookingMails.held(m, booking);
      await this.bookingMails.coachNewBooking(m, booking);
      return;
    }
    await this.reminders.armIn(m, booking.id, booking.startsAt);
    await this.bookingMails.confirmation(m, booking);
    await this.bookingMails.coachNewBooking(m, booking);
  }

  /** Paid: a booking that was only held is now confirmed — the confirmation with the invite, and its reminders. */
  private async bookingPaid(event: Payload<'booking.paid'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, event.bookingId, 'booking.paid');
    if (!booking) return;
    if (booking.status === 'confirmed') await this.reminders.armIn(m, booking.id, booking.startsAt);
    if (!event.wasConfirmed) await this.bookingMails.confirmation(m, booking);
    // The coach marked it paid themselves: no note about their own action, but the customer hears it arrived.
    if (event.via === 'card') await this.bookingMails.coachPaid(m, booking, event.via);
    else if (event.wasConfirmed) await this.bookingMails.paymentReceived(m, booking);
  }

  private async bookingNoShow({ bookingId }: Payload<'booking.no_show'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, bookingId, 'booking.no_show');
    if (booking) await this.bookingMails.noShow(m, booking);
  }

  private async bookingRefunded(event: Payload<'booking.refunded'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, event.bookingId, 'booking.refunded');
    if (booking) await this.bookingMails.refunded(m, booking, event.refundedCents, event.owedCents);
  }

  private async bookingRefundSent(event: Payload<'booking.refund_sent'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, event.bookingId, 'booking.refund_sent');
    if (booking) await this.bookingMails.refundSent(m, booking, event.cents);
  }

  private async bookingReleased({ bookingId }: Payload<'booking.released'>, m: EntityManager): Promise<void> {
    const booking = await this.booking(m, bookingId, 'booking.released');
    if (booking) await this.bookingMails.released(m, booking);
  }

  private async bookingRescheduled(event: Payload<'booking.rescheduled'>, m: EntityManager): Promise<void> {
    const current = await this.booking(m, event.bookingId, 'booking.rescheduled');
    if (!current) return;
    // As it was at this move, not as it is now (a later move or a cancellation may already have committed).
    const booking: BookingSnapshot = {
      ...current,
      startsAt: event.startsAt ? new Date(event.startsAt) : current.startsAt,
      endsAt: event.endsAt ? new Date(event.endsAt) : current.endsAt,
      icsSequence: event.icsSequence ?? current.icsSequence,
    };
    // Reminders follow the booking's time now (a later move's event moves them again); a cancelled one has none.
    if (current.status !== 'cancelled') await this.reminders.moveIn(m, current.id, current.startsAt);
    const previous = new Date(event.previousStartsAt);
    const byCoach = event.by === 'coach';
    await this.bookingMails.rescheduled(m, booking, previous, { byCoach, reason: event.reason });
    // The coach is not told of their own move.
    if (!byCoach) await this.bookingMails.coachRescheduled(m, booking, previous);
  }

  private async bookingCancelled(event: Payload<'booking.cancelled'>, m: EntityManager): Promise<void> {
    const current = await this.booking(m, event.bookingId, 'booking.cancelled');
    if (!current) return;
    await this.reminders.stopIn(m, current.id);
    const booking: BookingSnapshot = { ...current, icsSequence: event.icsSequence ?? current.icsSequence };
    const byCoach = event.by === 'coach';
    const note = { byCoach, reason: event.reason, released: event.released, keptPayment: event.keptPayment };
    await this.bookingMails.cancelled(m, booking, event.refundedCents, note);
    if (!byCoach) await this.bookingMails.coachCancelled(m, booking, event.refundedCents);
  }

  private async paymentApproved({ paymentId }: Payload<'payment.approved'>, m: EntityManager): Promise<void> {
    const payment = await readPayment(m, this.bookingReads, paymentId);
    if (!payment) return this.vanished('payment.approved', 'payment', paymentId);
    await this.peopleMails.paymentReceipt(m, payment);
  }

  private async paymentRefunded({ paymentId, reason }: Payload<'payment.refunded'>, m: EntityManager): Promise<void> {
    const payment = await readPayment(m, this.bookingReads, paymentId);
    if (!payment) return this.vanished('payment.refunded', 'payment', paymentId);
    await this.peopleMails.paymentRefunded(m, payment, reason);
  }

  /** The welcome says how to pay; a plan already active by now (paid at once) gets its activation e-mail instead. */
  private async subscriptionCreated(
    { subscriptionId, couponRefused }: Payload<'subscription.created'>,
    m: EntityManager,
  ) {
    const s = await this.subscription(m, subscriptionId, 'subscription.created');
    if (!s) return;
    if (s.status === 'pending_payment') await this.peopleMails.subscriptionWelcome(m, s, couponRefused);
    await this.peopleMails.coachNewSubscription(m, s);
  }

  private async subscriptionActivated(event: Payload<'subscription.activated'>, m: EntityManager): Promise<void> {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.activated');
    if (s) await this.peopleMails.subscriptionActivated(m, s, event.via);
  }

  private async subscriptionQuestion(event: Payload<'subscription.question'>, m: EntityManager): Promise<void> {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.question');
    const question = await readQuestion(m, event.questionId);
    if (!s || !question) return this.vanished('subscription.question', 'question', event.questionId);
    await this.peopleMails.coachQuestion(m, s, question);
  }

  private async subscriptionCancelled(event: Payload<'subscription.cancelled'>, m: EntityManager): Promise<void> {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.cancelled');
    if (!s) return;
    await this.peopleMails.subscriptionCancelled(m, s, event.reason, event.by);
    if (event.by === 'subscriber') await this.peopleMails.coachSubscriptionCancelled(m, s);
  }

  private async subscriptionRenewed(event: Payload<'subscription.renewed'>, m: EntityManager): Promise<void> {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.renewed');
    if (!s) return;
    const { amountCents, paymentMethod } = event;
    await this.peopleMails.subscriptionRenewed(m, s, {
      amountCents,
      paymentMethod,
      paidThrough: new Date(event.paidThrough),
    });
  }

  /** The one-time link's token is derived here, as the mail is written: the event only names the link row. */
  private async subscriptionStartedAgain(event: Payload<'subscription.started_again'>, m: EntityManager) {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.started_again');
    if (s) await this.peopleMails.subscriptionStartedAgain(m, s, this.linkTokens.signIn(event.signInLinkId));
  }

  private async signInRequested({ signInLinkId }: Payload<'subscriber.sign_in_requested'>, m: EntityManager) {
    const who = await readSignInRequest(m, signInLinkId);
    if (!who) return this.vanished('subscriber.sign_in_requested', 'sign-in link', signInLinkId);
    await this.peopleMails.subscriberSignIn(m, who, this.linkTokens.signIn(signInLinkId));
  }

  private async subscriptionAnswered(event: Payload<'subscription.answered'>, m: EntityManager): Promise<void> {
    const s = await this.subscription(m, event.subscriptionId, 'subscription.answered');
    const question = await readQuestion(m, event.questionId);
    const answer = await readAnswer(m, event.answerId);
    if (!s || !question || !answer) return this.vanished('subscription.answered', 'answer', event.answerId);
    await this.peopleMails.subscriptionAnswered(m, s, question.customerMessage, answer.message);
  }

  private async reviewSubmitted({ reviewId }: Payload<'review.submitted'>, m: EntityManager): Promise<void> {
    const review = await readReview(m, reviewId);
    if (!review) return this.vanished('review.submitted', 'review', reviewId);
    await this.peopleMails.coachReview(m, review);
  }

  private async contactReceived({ contactMessageId }: Payload<'contact.received'>, m: EntityManager): Promise<void> {
    const message = await readContactMessage(m, contactMessageId);
    if (!message) return this.vanished('contact.received', 'contact message', contactMessageId);
    await this.peopleMails.contactToBrand(m, message);
    await this.peopleMails.contactAcknowledgement(m, message);
  }

  private async booking(m: EntityManager, id: string, event: string): Promise<BookingSnapshot | null> {
    const booking = await this.bookingMails.load(m, id);
    if (!booking) this.vanished(event, 'booking', id);
    return booking;
  }

  private async subscription(m: EntityManager, id: string, event: string): Promise<SubscriptionFacts | null> {
    const s = await readSubscription(m, id);
    if (!s) this.vanished(event, 'subscription', id);
    return s;
  }

  private vanished(event: string, what: string, id: string): void {
    this.logger.warn(`${event}: ${what} ${id} no longer exists; nothing to send`);
  }
}
