import {
  BOOKING_STATUSES,
  type BookingStatus,
  BRAND_IDS,
  type BrandId,
  CANONICAL_PAYMENT_METHODS,
  type CanonicalPaymentMethod,
  DELIVERY_PREFERENCES,
  type DeliveryPreference,
  type ManageBookingDto,
  PAYMENT_STATUSES,
  type PaymentStatus,
  VIDEO_PLATFORMS,
  type VideoPlatform,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class RescheduleBookingBody {
  @ApiProperty({ format: 'uuid', description: 'A free slot of the same brand (GET /api/time-slots?brand=…)' })
  timeSlotId!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The slot the page showed the booking on; a move from a slot it has already left answers 409',
  })
  fromTimeSlotId?: string;
}

export class ManageBookingResponse implements ManageBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: [...BRAND_IDS] }) brand!: BrandId;
  @ApiProperty() serviceId!: string;
  @ApiProperty() serviceName!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ format: 'uuid' }) timeSlotId!: string;
  @ApiProperty({ format: 'date-time' }) startTime!: string;
  @ApiProperty({ format: 'date-time' }) endTime!: string;
  @ApiProperty({ example: 'Saturday, November 21, 2026 at 9:00 AM EST' }) whenEastern!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Saturday, November 21, 2026 at 3:00 PM GMT+1 (Europe/Berlin)',
  })
  whenLocal!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Europe/Berlin' }) timeZone!: string | null;
  @ApiProperty({ enum: [...DELIVERY_PREFERENCES] }) deliveryPreference!: DeliveryPreference;
  @ApiProperty({ nullable: true, enum: [...VIDEO_PLATFORMS] })
  videoPlatform!: VideoPlatform | null;
  @ApiProperty({ enum: [...BOOKING_STATUSES] }) status!: BookingStatus;
  @ApiProperty({ enum: [...PAYMENT_STATUSES] }) paymentStatus!: PaymentStatus;
  @ApiProperty({ nullable: true, enum: [...CANONICAL_PAYMENT_METHODS] })
  paymentMethod!: CanonicalPaymentMethod | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: "When an unpaid booking's hold on its slot runs out; null once paid or when it has no hold",
  })
  holdExpiresAt!: string | null;
  @ApiProperty({ description: 'Integer cents' }) amount!: number;
  @ApiProperty({ description: 'False inside 24 hours of the start and for released bookings' }) canCancel!: boolean;
  @ApiProperty() canReschedule!: boolean;
  @ApiProperty({ format: 'date-time', description: 'Start − 24 h' }) changeDeadline!: string;
  @ApiProperty() policy!: string;
}
