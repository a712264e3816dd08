import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BookingMails } from './booking-mails.service';
import type { BookingSnapshot } from './booking-snapshot';
import type { DomainEventMap } from './domain-event-map';
import { DomainEvents } from './domain-events';
import { PeopleMails } from './people-mails.service';
import { BookingMailState } from './reminders/booking-mail-state.service';

const isLive = (b: BookingSnapshot) => b.status === 'confirmed' || b.status === 'pending_payment';

/**
 * Turns committed changes into e-mails. Each e-mail is sent on its own: a failure is logged and does not keep the
 * others (or the reminders) from happening.
 */
@Injectable()
export class NotificationsListener implements OnModuleInit {
  private readonly logger = new Logger(NotificationsListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly bookingMails: BookingMails,
    private readonly peopleMails: PeopleMails,
    private readonly mailState: BookingMailState,
  ) {}

  onModuleInit(): void {
    this.events.on('booking.created', (e) => this.bookingCreated(e));
    this.events.on('booking.rescheduled', (e) => this.bookingRescheduled(e));
    this.events.on('booking.cancelled', (e) => this.bookingCancelled(e));
    this.events.on('subscription.created', async ({ subscription }) => {
      await this.each([
        ['subscription confirmation', () => this.peopleMails.subscriptionConfirmation(subscription)],
        ['coach subscription note', () => this.peopleMails.coachNewSubscription(subscription)],
      ]);
    });
    this.events.on('subscription.question', (e) => this.peopleMails.coachQuestion(e));
    this.events.on('review.submitted', ({ review }) => this.peopleMails.coachReview(review));
  }

  private async bookingCreated({ bookingId, manageToken, chat }: DomainEventMap['booking.created']): Promise<void> {
    const chatLink = chat ? this.bookingMails.links.chat(chat.sessionId, chat.token) : null;
    const booking = await this.bookingMails.load(bookingId);
    if (!booking) return this.logger.warn(`Booking ${bookingId} vanished before its confirmation was sent`);
    // Reminders first: they must exist even if the SMTP server is down right now.
    if (isLive(booking)) await this.mailState.armNew(bookingId, booking.startsAt);
    await this.each([
      ['confirmation', () => this.bookingMails.confirmation({ ...booking, chatLink }, manageToken)],
      ['coach booking note', () => this.bookingMails.coachNewBooking(booking)],
    ]);
  }

  private async bookingRescheduled(event: DomainEventMap['booking.rescheduled']): Promise<void> {
    const booking = await this.bookingMails.load(event.bookingId);
    if (!booking) return;
    await this.each([
      [
        'reschedule confirmation',
        () => this.bookingMails.rescheduled(booking, event.manageToken, event.previousStartsAt),
      ],
      ['coach reschedule note', () => this.bookingMails.coachRescheduled(booking, event.previousStartsAt)],
    ]);
  }

  private async bookingCancelled(event: DomainEventMap['booking.cancelled']): Promise<void> {
    const booking = await this.bookingMails.load(event.bookingId);
    if (!booking) return;
    await this.each([
      ['cancellation confirmation', () => this.bookingMails.cancelled(booking, event.refundedCents)],
      ['coach cancellation note', () => this.bookingMails.coachCancelled(booking, event.refundedCents)],
    ]);
  }

  private async each(jobs: Array<[string, () => Promise<void>]>): Promise<void> {
    const results = await Promise.allSettled(jobs.map(([, job]) => job()));
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.logger.error(`Could not send the ${jobs[i][0]}: ${reason}`);
      }
    });
  }
}
