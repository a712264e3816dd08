import {
  BOOKING_STATUSES,
  type BookingDto,
  type BookingStatus,
  BRAND_IDS,
  type BrandId,
  CANONICAL_PAYMENT_METHODS,
  type CanonicalPaymentMethod,
  CHAT_PLATFORMS,
  type ChatPlatform,
  COACHING_SESSION_TYPES,
  DELIVERY_PREFERENCES,
  type DeliveryPreference,
  type MeetingDetailsDto,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  VIDEO_PLATFORMS,
  type VideoPlatform,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppliedCouponResponse } from '../../coupons/dto/coupon.dto';

/**
 * POST /api/bookings accepts three shapes (contracts normalizeBookingPayload): the life-coaching and psychic forms
 * send fullName/email/…; the coaching page sends customerName/customerEmail/… (recognised by customerName).
 */
export class CreateBookingBody {
  @ApiPropertyOptional({ description: 'Booking forms', example: 'Ada Lovelace' })
  fullName?: string;

  @ApiPropertyOptional({ description: 'Booking forms', format: 'email' })
  email?: string;

  @ApiPropertyOptional({ description: 'Booking forms' })
  phone?: string;

  @ApiProperty({ description: 'A coaching service or a psychic service id; the price comes from it' })
  serviceId!: string;

  @ApiProperty({ format: 'uuid' })
  timeSlotId!: string;

  @ApiPropertyOptional({ enum: [...DELIVERY_PREFERENCES], default: 'chat' })
  deliveryPreference?: DeliveryPreference;

  @ApiPropertyOptional({ enum: [...CHAT_PLATFORMS], default: 'live-chat' })
  chatPlatform?: ChatPlatform;

  @ApiPropertyOptional({ enum: [...VIDEO_PLATFORMS], description: 'Required (with contactInfo) for video-call' })
  videoPlatform?: VideoPlatform;

  @ApiPropertyOptional()
  contactInfo?: string;

  @ApiPropertyOptional()
  specialRequests?: string;

  @ApiPropertyOptional({
    enum: [...PAYMENT_METHOD_IDS],
    description: 'Required on the booking forms; card methods hold the slot',
  })
  paymentMethod?: string;

  @ApiPropertyOptional({ description: 'Coaching page', example: 'Ada Lovelace' })
  customerName?: string;

  @ApiPropertyOptional({ description: 'Coaching page', format: 'email' })
  customerEmail?: string;

  @ApiPropertyOptional({ description: 'Coaching page' })
  customerPhone?: string;

  @ApiPropertyOptional({ description: 'Coaching page' })
  message?: string;

  @ApiPropertyOptional({ description: 'Coaching page', enum: [...COACHING_SESSION_TYPES] })
  sessionType?: string;

  @ApiPropertyOptional({ description: "The browser's IANA time zone, for e-mails", example: 'America/Chicago' })
  timeZone?: string;

  @ApiPropertyOptional({
    description: 'A discount code (any case; blank: none). Refused with COUPON_* codes; the server prices with it.',
    example: 'SPRING20',
  })
  couponCode?: string;
}

export class MeetingDetailsResponse implements MeetingDetailsDto {
  @ApiProperty({ enum: [...VIDEO_PLATFORMS] })
  platform!: VideoPlatform;

  @ApiProperty({ description: "The brand's configured room on that platform" })
  meetingUrl!: string;

  @ApiProperty({ description: 'Empty: a standing room is joined by its link' })
  meetingId!: string;

  @ApiProperty({ description: 'Empty: a standing room is joined by its link' })
  password!: string;

  @ApiProperty()
  instructions!: string;
}

export class ChatAccessResponse {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;

  @ApiProperty({ description: 'Lets this customer join the session at /ws; shown once' })
  token!: string;
}

export class BookingResponse implements BookingDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  fullName!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty()
  serviceId!: string;

  @ApiProperty({ example: 'Strategic Decision Coaching', description: 'The name as booked' })
  serviceName!: string;

  @ApiProperty({ format: 'uuid' })
  timeSlotId!: string;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty({ enum: [...DELIVERY_PREFERENCES] })
  deliveryPreference!: DeliveryPreference;

  @ApiProperty({ enum: [...CHAT_PLATFORMS] })
  chatPlatform!: ChatPlatform;

  @ApiProperty({ enum: [...VIDEO_PLATFORMS], nullable: true })
  videoPlatform!: VideoPlatform | null;

  @ApiProperty({ nullable: true, type: String })
  contactInfo!: string | null;

  @ApiProperty({ nullable: true, type: String })
  specialRequests!: string | null;

  @ApiProperty({ enum: [...CANONICAL_PAYMENT_METHODS], nullable: true })
  paymentMethod!: CanonicalPaymentMethod | null;

  @ApiProperty({ enum: [...BOOKING_STATUSES] })
  status!: BookingStatus;

  @ApiProperty({ enum: [...PAYMENT_STATUSES] })
  paymentStatus!: PaymentStatus;

  @ApiProperty({ description: "Integer cents owed: the catalogue's price less the coupon's discount", example: 2500 })
  amount!: number;

  @ApiPropertyOptional({
    type: AppliedCouponResponse,
    nullable: true,
    description: 'The code the booking was made with (list price = amount + discountCents); null: none',
  })
  coupon?: AppliedCouponResponse | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: "The slot's UTC start" })
  startTime!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While a card booking is held (pending_payment): when the hold lapses and the slot is released',
  })
  holdExpiresAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer reported an off-site (Zelle) payment sent; the coach still marks it paid',
  })
  paymentReportedAt?: string | null;

  @ApiPropertyOptional({ type: MeetingDetailsResponse, description: 'Video-call bookings' })
  meetingDetails?: MeetingDetailsDto;

  @ApiPropertyOptional({ type: ChatAccessResponse, description: 'Chat bookings, at creation only' })
  chat?: { sessionId: string; token: string };

  @ApiPropertyOptional({ description: 'At creation only' })
  manageToken?: string;
}
