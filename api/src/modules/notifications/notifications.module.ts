import { Module } from '@nestjs/common';
import { BookingMails } from './booking-mails.service';
import { DomainEventsModule } from './domain-events';
import { NotificationHandlers } from './event-handlers';
import { Mailer } from './mailer/mailer.service';
import { EventDispatcher } from './outbox/event-dispatcher';
import { MailWorker } from './outbox/mail-worker';
import { OutboxDrain } from './outbox/outbox-drain';
import { OutboxListener } from './outbox/outbox-listener';
import { PeopleMails } from './people-mails.service';
import { BookingMailState } from './reminders/booking-mail-state.service';
import { ReminderWorker } from './reminders/reminder-worker';

/**
 * E-mail (issue 13: nothing lost). Other modules publish domain events inside their transactions (DomainEvents,
 * global); the EventDispatcher turns each into e-mails written to the mail outbox in one transaction, and the
 * MailWorker delivers them with retries. Confirmations carry calendar invites; reminders go out 24 hours and 1 hour
 * ahead; the booking lifecycle moves or stops a booking's reminders inside its own transactions (BookingMailState).
 */
@Module({
  imports: [DomainEventsModule],
  providers: [
    Mailer,
    BookingMails,
    PeopleMails,
    BookingMailState,
    NotificationHandlers,
    ReminderWorker,
    MailWorker,
    EventDispatcher,
    OutboxListener,
    OutboxDrain,
  ],
  exports: [BookingMailState, ReminderWorker, PeopleMails],
})
export class NotificationsModule {}
