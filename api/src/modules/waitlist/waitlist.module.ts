import { Module } from '@nestjs/common';
import { BookingsReadModule } from '../bookings/bookings-read.module';
import { MailerService } from '../notifications/mailer/mailer.service';
import { CoachWaitlistController } from './coach-waitlist.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistEventHandlers } from './waitlist-event-handlers';
import { WaitlistMailsService } from './waitlist-mails.service';
import { WaitlistService } from './waitlist.service';

/**
 * "Tell me if a time opens" (issue 33 item 3): the list, its e-mails and the domain events that tell it a time
 * freed. MailerService only writes outbox rows in the caller's transaction (the notifications module's workers
 * deliver them), so the waitlist takes its own instance rather than widening that module's exports.
 */
@Module({
  imports: [BookingsReadModule],
  controllers: [WaitlistController, CoachWaitlistController],
  providers: [WaitlistService, WaitlistMailsService, WaitlistEventHandlers, MailerService],
})
export class WaitlistModule {}
