import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from '../../common/clock';
import { BookingsReadModule } from '../bookings/bookings-read.module';
import { BlackoutDateEntity } from './blackout-date.entity';
import { BlackoutDatesController } from './blackout-dates.controller';
import { BlackoutDatesService } from './blackout-dates.service';
import { BusinessHoursEntity } from './business-hours.entity';
import { BusinessHoursRepository } from './business-hours.repository';
import { BusinessHoursService } from './business-hours.service';
import { CoachHoursController } from './coach-hours.controller';
import { SlotGeneratorService } from './slot-generator.service';
import { TimeSlotEntity } from './time-slot.entity';
import { TimeSlotsController } from './time-slots.controller';
import { TimeSlotsService } from './time-slots.service';

@Module({
  // The read model's own module rather than BookingsModule, which imports this one.
  imports: [
    TypeOrmModule.forFeature([TimeSlotEntity, BlackoutDateEntity, BusinessHoursEntity]),
    ClockModule,
    BookingsReadModule,
  ],
  controllers: [TimeSlotsController, BlackoutDatesController, CoachHoursController],
  providers: [
    SlotGeneratorService,
    TimeSlotsService,
    BlackoutDatesService,
    BusinessHoursRepository,
    BusinessHoursService,
  ],
  exports: [TimeSlotsService, SlotGeneratorService],
})
export class SchedulingModule {}
