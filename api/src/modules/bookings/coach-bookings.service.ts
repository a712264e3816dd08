import { type BookingDto, type BrandId, businessDate } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { toBookingDto } from './booking.mapper';
import { BookingReadModel } from './booking.read-model';

/** The agenda's cap: a week of both brands' slots is under 400. */
const AGENDA_LIMIT = 500;

@Injectable()
export class CoachBookingsService {
  constructor(
    private readonly bookings: BookingReadModel,
    private readonly clock: Clock,
  ) {}

  /**
   * The coach's agenda: live bookings (confirmed or pending card payment) from a business-local date on (default
   * today, so this morning's sessions still show), in slot order, for one brand or both.
   */
  async agenda(brand: BrandId | undefined, from: string | undefined): Promise<BookingDto[]> {
    const views = await this.bookings.agenda(brand, from ?? businessDate(this.clock.now()), AGENDA_LIMIT);
    return views.map((view) => toBookingDto(view));
  }
}
