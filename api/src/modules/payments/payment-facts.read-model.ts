import { type BrandId, type OrderPurpose, type PaymentRecordStatus, PLANS, type PlanType } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import type { BookingReadModel } from '../bookings/booking.read-model';

/** A card payment as the receipt and refund e-mails describe it. */
export interface PaymentFacts {
  id: string;
  purpose: OrderPurpose;
  status: PaymentRecordStatus;
  brand: BrandId;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  customerName: string;
  customerEmail: string;
  /** "Love Reading", "Premium Coaching", "General Payment". */
  serviceName: string;
  bookingId: string | null;
  subscriptionId: string | null;
  /** The booked session's start, for a booking payment. */
  startsAt: Date | null;
  paidAt: Date;
  /** Issue 33: the coupon of what was paid for, as charged (amountCents is already less it); null when none. */
  coupon: { code: string; description: string; discountCents: number } | null;
}

interface Row {
  payment: Record<string, unknown>;
  plan_type: PlanType | null;
}

/**
 * The payments module's read model of a payment for notifications (the receipt and refund e-mails). The row is read
 * as JSON so a column that is not there yet (the payment's `brand`, added by the payments side) reads as absent:
 * then the booking's brand, else coaching. The booking paid for is the bookings module's to read (BookingReadModel).
 */
export async function readPayment(
  manager: EntityManager,
  bookings: BookingReadModel,
  paymentId: string,
): Promise<PaymentFacts | null> {
  const rows = await manager.query<Row[]>(
    `SELECT to_jsonb(p) AS payment, sub.plan_type
       FROM payment p
       LEFT JOIN subscription sub ON sub.id = p.subscription_id
      WHERE p.id = $1`,
    [paymentId],
  );
  const row = rows[0];
  if (!row) return null;
  const p = row.payment;
  const text = (key: string) => (typeof p[key] === 'string' ? p[key] : null);
  const bookingId = text('booking_id');
  const booking = bookingId ? await bookings.view(manager, bookingId) : null;
  const purpose = text('purpose') as OrderPurpose;
  const serviceName =
    purpose === 'booking'
      ? (booking?.serviceName ?? 'Session')
      : purpose === 'subscription' && row.plan_type
        ? PLANS[row.plan_type].name
        : 'General Payment';
  return {
    id: paymentId,
    purpose,
    status: text('status') as PaymentRecordStatus,
    brand: (text('brand') as BrandId | null) ?? booking?.brand ?? 'coaching',
    amountCents: Number(p.amount_cents),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    customerName: text('customer_name') ?? '',
    customerEmail: text('customer_email') ?? '',
    serviceName,
    bookingId,
    subscriptionId: text('subscription_id'),
    startsAt: booking?.startsAt ?? null,
    paidAt: new Date(text('paid_at') ?? text('updated_at') ?? Date.now()),
    coupon: text('coupon_code')
      ? {
          code: text('coupon_code') ?? '',
          description: text('coupon_description') ?? '',
          discountCents: Number(p.discount_cents ?? 0),
        }
      : null,
  };
}
