import { Module } from '@nestjs/common';
import { BookingsReadModule } from '../bookings/bookings-read.module';
import { CoachWaitlistController } from './coach-waitlist.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistEventsListener } from './waitlist-events.listener';
import { WaitlistService } from './waitlist.service';

/**
 * "Tell me if a time opens" (issue 33 item 3): the list, and the domain events that tell it a time freed. Its own
 * events (waitlist.joined, waitlist.time_open) are what the notifications module turns into e-mails.
 */
@Module({
  imports: [BookingsReadModule],
  controllers: [WaitlistController, CoachWaitlistController],
  providers: [WaitlistService, WaitlistEventsListener],
})
export class WaitlistModule {}
