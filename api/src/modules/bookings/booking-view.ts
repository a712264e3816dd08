import type { BookingEntity } from './booking.entity';

/**
 * The one read model of a booking (issue 17): the row as committed plus its slot's instants. Every shape the API
 * hands out — BookingDto, ManageBookingDto (booking.mapper.ts) and the e-mails' BookingSnapshot — is a projection
 * of this, whether it was read as an entity inside a transaction (bookingView) or by SQL (VIEW_COLUMNS, viewFromRow).
 */
export type BookingView = Pick<
  BookingEntity,
  | 'id'
  | 'brand'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'serviceId'
  | 'serviceName'
  | 'timeSlotId'
  | 'deliveryPreference'
  | 'chatPlatform'
  | 'videoPlatform'
  | 'contactInfo'
  | 'specialRequests'
  | 'paymentMethod'
  | 'status'
  | 'paymentStatus'
  | 'amountCents'
  | 'couponCode'
  | 'couponDescription'
  | 'discountCents'
  | 'timeZone'
  | 'meetingDetails'
  | 'manageTokenHash'
  | 'holdExpiresAt'
  | 'paymentReportedAt'
  | 'noShowAt'
  | 'cancelReason'
  | 'refundOwedCents'
  | 'createdAt'
> & {
  /** The slot's UTC start and end. */
  startsAt: Date;
  endsAt: Date;
};

/** A booking entity and the slot it points at. */
export function bookingView(booking: BookingEntity, slot: { startsAt: Date; endsAt: Date }): BookingView {
  return {
    id: booking.id,
    brand: booking.brand,
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    timeSlotId: booking.timeSlotId,
    deliveryPreference: booking.deliveryPreference,
    chatPlatform: booking.chatPlatform,
    videoPlatform: booking.videoPlatform,
    contactInfo: booking.contactInfo,
    specialRequests: booking.specialRequests,
    paymentMethod: booking.paymentMethod,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amountCents: booking.amountCents,
    couponCode: booking.couponCode,
    couponDescription: booking.couponDescription,
    discountCents: booking.discountCents,
    timeZone: booking.timeZone,
    meetingDetails: booking.meetingDetails,
    manageTokenHash: booking.manageTokenHash,
    holdExpiresAt: booking.holdExpiresAt,
    paymentReportedAt: booking.paymentReportedAt,
    noShowAt: booking.noShowAt,
    cancelReason: booking.cancelReason,
    refundOwedCents: booking.refundOwedCents,
    createdAt: booking.createdAt,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  };
}

/** Where each field of the view comes from, for `booking b JOIN time_slot s` (checked against the view's keys). */
const VIEW_SOURCES = {
  id: 'b.id',
  brand: 'b.brand',
  fullName: 'b.full_name',
  email: 'b.email',
  phone: 'b.phone',
  serviceId: 'b.service_id',
  serviceName: 'b.service_name',
  timeSlotId: 'b.time_slot_id',
  deliveryPreference: 'b.delivery_preference',
  chatPlatform: 'b.chat_platform',
  videoPlatform: 'b.video_platform',
  contactInfo: 'b.contact_info',
  specialRequests: 'b.special_requests',
  paymentMethod: 'b.payment_method',
  status: 'b.status',
  paymentStatus: 'b.payment_status',
  amountCents: 'b.amount_cents',
  couponCode: 'b.coupon_code',
  couponDescription: 'b.coupon_description',
  discountCents: 'b.discount_cents',
  timeZone: 'b.time_zone',
  meetingDetails: 'b.meeting_details',
  manageTokenHash: 'b.manage_token_hash',
  holdExpiresAt: 'b.hold_expires_at',
  paymentReportedAt: 'b.payment_reported_at',
  noShowAt: 'b.no_show_at',
  cancelReason: 'b.cancel_reason',
  refundOwedCents: 'b.refund_owed_cents',
  createdAt: 'b.created_at',
  startsAt: 's.starts_at',
  endsAt: 's.ends_at',
} satisfies Record<keyof BookingView, string>;

/** The view's columns, each named as its field, so a row maps back with only its instants parsed. */
export const VIEW_COLUMNS = Object.entries(VIEW_SOURCES)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');

type Instant = 'holdExpiresAt' | 'paymentReportedAt' | 'noShowAt' | 'createdAt' | 'startsAt' | 'endsAt';

/** A row as the driver returns it: instants may come back as text. */
export type ViewRow = Omit<BookingView, Instant> & {
  holdExpiresAt: Date | string | null;
  paymentReportedAt: Date | string | null;
  noShowAt: Date | string | null;
  createdAt: Date | string;
  startsAt: Date | string;
  endsAt: Date | string;
};

export function viewFromRow(row: ViewRow): BookingView {
  return {
    ...row,
    amountCents: Number(row.amountCents),
    discountCents: Number(row.discountCents),
    holdExpiresAt: row.holdExpiresAt ? new Date(row.holdExpiresAt) : null,
    paymentReportedAt: row.paymentReportedAt ? new Date(row.paymentReportedAt) : null,
    noShowAt: row.noShowAt ? new Date(row.noShowAt) : null,
    refundOwedCents: Number(row.refundOwedCents),
    createdAt: new Date(row.createdAt),
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
  };
}
