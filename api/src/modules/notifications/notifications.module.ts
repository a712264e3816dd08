import { Module } from '@nestjs/common';
import { BookingMails } from './booking-mails.service';
import { DomainEventsModule } from './domain-events';
import { Mailer } from './mailer/mailer.service';
import { NotificationsListener } from './notifications.listener';
import { PeopleMails } from './people-mails.service';
import { BookingMailState } from './reminders/booking-mail-state.service';
import { ReminderWorker } from './reminders/reminder-worker';

/**
 * E-mail: confirmations with calendar invites, reminders 24 hours and 1 hour ahead, and notes to the coach. Other
 * modules never call it directly for mail; they emit domain events (DomainEvents, global) after committing, and
 * the booking lifecycle moves or stops a booking's reminders inside its own transactions (BookingMailState).
 */
@Module({
  imports: [DomainEventsModule],
  providers: [Mailer, BookingMails, PeopleMails, BookingMailState, NotificationsListener, ReminderWorker],
  exports: [BookingMailState, ReminderWorker],
})
export class NotificationsModule {}
