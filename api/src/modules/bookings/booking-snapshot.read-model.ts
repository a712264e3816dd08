import type {
  BookingStatus,
  BrandId,
  CanonicalPaymentMethod,
  DeliveryPreference,
  MeetingDetailsDto,
  PaymentStatus,
  VideoPlatform,
} from '@app/contracts';

/** A booking as the e-mails describe it: the committed row, its slot's instants and its mail state. */
export interface BookingSnapshot {
  id: string;
  brand: BrandId;
  fullName: string;
  email: string;
  phone: string | null;
  serviceId: string;
  serviceName: string;
  deliveryPreference: DeliveryPreference;
  videoPlatform: VideoPlatform | null;
  contactInfo: string | null;
  specialRequests: string | null;
  paymentMethod: CanonicalPaymentMethod | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  amountCents: number;
  timeZone: string | null;
  meetingDetails: MeetingDetailsDto | null;
  holdExpiresAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  icsSequence: number;
  /** Stored hashes of the manage and chat tokens: a rebuilt link is only used when it matches (see BookingLinks). */
  manageTokenHash: string;
  chatSessionId: string | null;
  chatTokenHash: string | null;
  /** The customer's chat link, rebuilt from the session id (BookingLinks); null for other deliveries. */
  chatLink: string | null;
}

/**
 * The booking read model the bookings module exports for e-mails (notifications) — the one place outside
 * BookingsRepository that reads the booking table. The columns and joins are shared by the one-booking read and the
 * reminder workers' claim; one statement gives booking, slot, mail state and chat session.
 */
export const SNAPSHOT_COLUMNS = `
  b.id, b.brand, b.full_name, b.email, b.phone, b.service_id, b.service_name, b.delivery_preference, b.video_platform,
  b.contact_info, b.special_requests, b.payment_method, b.status, b.payment_status, b.amount_cents, b.time_zone,
  b.meeting_details, b.hold_expires_at, s.starts_at, s.ends_at,
  coalesce(m.ics_sequence, 0) AS ics_sequence, b.manage_token_hash, c.id AS chat_session_id,
  c.token_hash AS chat_token_hash`;

export const SNAPSHOT_JOINS = `
  JOIN time_slot s ON s.id = b.time_slot_id
  LEFT JOIN booking_mail_state m ON m.booking_id = b.id
  LEFT JOIN chat_session c ON c.booking_id = b.id`;

export const BOOKING_SNAPSHOT_SQL = `SELECT ${SNAPSHOT_COLUMNS} FROM booking b ${SNAPSHOT_JOINS} WHERE b.id = $1`;

export interface SnapshotRow {
  id: string;
  brand: BrandId;
  full_name: string;
  email: string;
  phone: string | null;
  service_id: string;
  service_name: string;
  delivery_preference: DeliveryPreference;
  video_platform: VideoPlatform | null;
  contact_info: string | null;
  special_requests: string | null;
  payment_method: CanonicalPaymentMethod | null;
  status: BookingStatus;
  payment_status: PaymentStatus;
  amount_cents: number;
  time_zone: string | null;
  meeting_details: MeetingDetailsDto | null;
  hold_expires_at: Date | string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  ics_sequence: number;
  manage_token_hash: string;
  chat_session_id: string | null;
  chat_token_hash: string | null;
}

export function toBookingSnapshot(row: SnapshotRow): BookingSnapshot {
  return {
    id: row.id,
    brand: row.brand,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    serviceId: row.service_id,
    serviceName: row.service_name,
    deliveryPreference: row.delivery_preference,
    videoPlatform: row.video_platform,
    contactInfo: row.contact_info,
    specialRequests: row.special_requests,
    paymentMethod: row.payment_method,
    status: row.status,
    paymentStatus: row.payment_status,
    amountCents: row.amount_cents,
    timeZone: row.time_zone,
    meetingDetails: row.meeting_details,
    holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    icsSequence: Number(row.ics_sequence),
    manageTokenHash: row.manage_token_hash,
    chatSessionId: row.chat_session_id,
    chatTokenHash: row.chat_token_hash,
    chatLink: null,
  };
}
