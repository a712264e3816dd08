import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from '../../common/clock';
import { CatalogModule } from '../catalog/catalog.module';
import { ChatModule } from '../chat/chat.module';
import { CouponsModule } from '../coupons/coupons.module';
import { CustomersModule } from '../customers/customers.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { BookingHistory } from './booking-history.service';
import { BookingHoldsService } from './booking-holds.service';
import { BookingPaymentsService } from './booking-payments.service';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { BookingsReadModule } from './bookings-read.module';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { CoachBookingsController } from './coach-bookings.controller';
import { CoachBookingsService } from './coach-bookings.service';
import { UnpaidBookingCaps } from './unpaid-booking-caps.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity]),
    ClockModule,
    CatalogModule,
    SchedulingModule,
    MeetingsModule,
    ChatModule,
    CustomersModule,
    BookingsReadModule,
    CouponsModule,
  ],
  controllers: [BookingsController, CoachBookingsController],
  providers: [
    BookingsService,
    BookingsRepository,
    BookingHoldsService,
    BookingPaymentsService,
    CoachBookingsService,
    BookingHistory,
    UnpaidBookingCaps,
  ],
  exports: [
    BookingsRepository,
    BookingsReadModule,
    BookingPaymentsService,
    BookingHoldsService,
    BookingHistory,
    CoachBookingsService,
  ],
})
export class BookingsModule {}
