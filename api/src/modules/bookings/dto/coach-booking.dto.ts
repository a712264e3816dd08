import {
  BOOKING_ACTIONS,
  BOOKING_ACTORS,
  type BookingAction,
  type BookingActor,
  type BookingHistoryEntryDto,
  type CoachBookingDetailDto,
  type CoachBookingDto,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingResponse } from './booking.dto';

/** GET /api/coach/bookings: a booking as the coach's agenda lists it. */
export class CoachBookingResponse extends BookingResponse implements CoachBookingDto {
  @ApiProperty({ nullable: true, type: String, description: "The customer's IANA time zone", example: 'Europe/Paris' })
  timeZone!: string | null;

  @ApiProperty({ format: 'date-time' })
  endTime!: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  noShowAt!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Its chat session, for chat deliveries' })
  chatSessionId!: string | null;

  @ApiProperty({ description: 'Cents owed back for an off-site payment refunded but not yet sent' })
  refundOwedCents!: number;

  @ApiProperty({ nullable: true, type: String, description: 'The reason the customer was given' })
  cancelReason!: string | null;
}

class BookingHistoryEntryResponse implements BookingHistoryEntryDto {
  @ApiProperty({ enum: [...BOOKING_ACTIONS] })
  action!: BookingAction;

  @ApiProperty({ enum: [...BOOKING_ACTORS] })
  actor!: BookingActor;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  detail!: string | null;
}

/** GET /api/coach/bookings/:id and the answer of every action on a booking. */
export class CoachBookingDetailResponse extends CoachBookingResponse implements CoachBookingDetailDto {
  @ApiProperty({ type: BookingHistoryEntryResponse, isArray: true, description: 'Oldest first' })
  history!: BookingHistoryEntryDto[];
}

/** POST /api/coach/bookings/:id/cancel. */
export class CoachCancelBookingBody {
  @ApiPropertyOptional({ maxLength: 500, description: 'Shown to the customer in the cancellation e-mail' })
  reason?: string;

  @ApiPropertyOptional({ default: true, description: 'Refund a paid booking (card at once; off-site owed)' })
  refund?: boolean;
}

/** POST /api/coach/bookings/:id/reschedule. */
export class CoachRescheduleBookingBody {
  @ApiProperty({ format: 'uuid', description: 'A free future slot of the booking’s brand' })
  timeSlotId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The slot the console showed; 409 if the booking left it' })
  fromTimeSlotId?: string;
}

/** POST /api/coach/bookings/release. */
export class ReleaseBookingsBody {
  @ApiProperty({ type: String, isArray: true, maxItems: 100, minItems: 1 })
  bookingIds!: string[];

  @ApiPropertyOptional({ maxLength: 500 })
  reason?: string;
}

class SkippedRelease {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() reason!: string;
}

export class ReleaseBookingsResponse {
  @ApiProperty({ type: String, isArray: true }) released!: string[];
  @ApiProperty({ type: SkippedRelease, isArray: true }) skipped!: SkippedRelease[];
}
