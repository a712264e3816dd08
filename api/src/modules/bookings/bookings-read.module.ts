import { Module } from '@nestjs/common';
import { BookingReadModel } from './booking.read-model';

/**
 * The booking read model on its own, so scheduling — which BookingsModule itself imports — can ask it too without
 * a module cycle. BookingsModule re-exports it for everyone else.
 */
@Module({
  providers: [BookingReadModel],
  exports: [BookingReadModel],
})
export class BookingsReadModule {}
