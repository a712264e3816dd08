import type {
  BookingStatus,
  BrandId,
  CanonicalPaymentMethod,
  DeliveryPreference,
  ManageBookingDto,
  PaymentStatus,
  VideoPlatform,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class RescheduleBookingBody {
  @ApiProperty({ format: 'uuid', description: 'A free slot of the same brand (GET /api/time-slots?brand=…)' })
  timeSlotId!: string;
}

export class ManageBookingResponse implements ManageBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['coaching', 'lunar'] }) brand!: BrandId;
  @ApiProperty() serviceId!: string;
  @ApiProperty() serviceName!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty() email!: string;
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
  @ApiProperty({ enum: ['chat', 'video-call', 'prerecorded-video'] }) deliveryPreference!: DeliveryPreference;
  @ApiProperty({ nullable: true, enum: ['google-meet', 'zoom', 'microsoft-teams'] })
  videoPlatform!: VideoPlatform | null;
  @ApiProperty({ enum: ['confirmed', 'pending_payment', 'cancelled', 'expired'] }) status!: BookingStatus;
  @ApiProperty({ enum: ['awaiting', 'paid', 'refunded', 'not_required'] }) paymentStatus!: PaymentStatus;
  @ApiProperty({ nullable: true, enum: ['cashapp', 'venmo', 'zelle', 'zelle-qr', 'paypal', 'credit-card'] })
  paymentMethod!: CanonicalPaymentMethod | null;
  @ApiProperty({ description: 'Integer cents' }) amount!: number;
  @ApiProperty({ description: 'False inside 24 hours of the start and for released bookings' }) canCancel!: boolean;
  @ApiProperty() canReschedule!: boolean;
  @ApiProperty({ format: 'date-time', description: 'Start − 24 h' }) changeDeadline!: string;
  @ApiProperty() policy!: string;
}
