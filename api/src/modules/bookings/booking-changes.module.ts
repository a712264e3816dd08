import { Module } from '@nestjs/common';
import { BookingsModule } from './bookings.module';
import { ChatModule } from '../chat/chat.module';
import { CustomersModule } from '../customers/customers.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { PaymentsModule } from '../payments/payments.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { CoachBookingActionsController } from './coach/coach-booking-actions.controller';
import { CoachBookingActionsService } from './coach/coach-booking-actions.service';
import { ManageBookingController } from './manage/manage-booking.controller';
import { ManageBookingService } from './manage/manage-booking.service';
import { BookingCancellationService } from './changes/booking-cancellation.service';
import { RescheduleBookingService } from './changes/reschedule-booking.service';

/**
 * After booking: the manage link's view, cancellation (with refund) and rescheduling (issue 10), and the coach's
 * actions on a booking from the console (issue 27). A Nest module of its own inside bookings/ only because it needs
 * payments' refunds while PaymentsModule imports BookingsModule: one module would be a cycle.
 */
@Module({
  imports: [BookingsModule, SchedulingModule, PaymentsModule, MeetingsModule, ChatModule, CustomersModule],
  controllers: [ManageBookingController, CoachBookingActionsController],
  providers: [ManageBookingService, RescheduleBookingService, CoachBookingActionsService, BookingCancellationService],
})
export class BookingChangesModule {}
