import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { BOOKING_CALENDAR } from '../bookings/manage/booking-calendar.port';
import { ChatModule } from '../chat/chat.module';
import { ChatNudgeWorker } from './chat-nudges/chat-nudge.job';
import { BookingMailsService } from './booking-mails.service';
import { DomainEventsModule } from '../domain-events/domain-events';
import { NotificationHandlers } from './notification-events.listener';
import { MailerService } from './mailer/mailer.service';
import { EventDispatcher } from './outbox/event-dispatcher.worker';
import { MailWorker } from './outbox/mail.worker';
import { OutboxDrain } from './outbox/outbox-drain.service';
import { OutboxListener } from './outbox/outbox.listener';
import { PeopleMailsService } from './people-mails.service';
import { BookingRemindersService } from './reminders/booking-reminders.service';
import { BookingReminderEntity } from './reminders/booking-reminder.entity';
import { ReminderWorker } from './reminders/reminder.job';
import { WaitlistMailHandlers } from './waitlist/waitlist-mails.listener';
import { WaitlistMailsService } from './waitlist/waitlist-mails.service';

/**
 * E-mail (issue 13: nothing lost). Other modules publish domain events inside their transactions (DomainEvents,
 * global); the EventDispatcher turns each into e-mails written to the mail outbox in one transaction, and the
 * MailWorker delivers them with retries. Confirmations carry calendar invites; reminders go out 24 hours and 1 hour
 * ahead, moved or stopped as the booking's events are handled (BookingRemindersService).
 *
 * A leaf (issue 34 item 3): it reads other modules' read models and handles their events, and no module imports it
 * (eslint/boundaries.mjs, notifications-leaf). Global only to provide the ports others own, by their tokens:
 * BOOKING_CALENDAR (the manage link's calendar file is the confirmation's invite).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingReminderEntity]),
    DomainEventsModule,
    // The booking read model: e-mails describe bookings, the bookings module reads its table.
    BookingsModule,
    // Chat nudges: which conversations have a message waiting too long (ChatNudgeWorker).
    ChatModule,
  ],
  providers: [
    MailerService,
    BookingMailsService,
    PeopleMailsService,
    BookingRemindersService,
    { provide: BOOKING_CALENDAR, useExisting: BookingMailsService },
    NotificationHandlers,
    WaitlistMailsService,
    WaitlistMailHandlers,
    ReminderWorker,
    ChatNudgeWorker,
    MailWorker,
    EventDispatcher,
    OutboxListener,
    OutboxDrain,
  ],
  exports: [BOOKING_CALENDAR],
})
export class NotificationsModule {}
