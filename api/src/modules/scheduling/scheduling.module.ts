import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from '../../common/clock';
import { BookingsReadModule } from '../bookings/bookings-read.module';
import { BlackoutDateEntity } from './blackout-date.entity';
import { BlackoutDatesController } from './blackout-dates.controller';
import { BlackoutDatesService } from './blackout-dates.service';
import { SlotGeneratorService } from './slot-generator.service';
import { TimeSlotEntity } from './time-slot.entity';
import { TimeSlotsController } from './time-slots.controller';
import { TimeSlotsService } from './time-slots.service';

@Module({
  // The read model's own module rather than BookingsModule, which imports this one.
  imports: [TypeOrmModule.forFeature([TimeSlotEntity, BlackoutDateEntity]), ClockModule, BookingsReadModule],
  controllers: [TimeSlotsController, BlackoutDatesController],
  providers: [SlotGeneratorService, TimeSlotsService, BlackoutDatesService],
  exports: [TimeSlotsService, SlotGeneratorService],
})
export class SchedulingModule {}
