import { type BrandId, type OrderPurpose, type PaymentRecordStatus, PLANS, type PlanType } from '@app/contracts';
import type { EntityManager } from 'typeorm';

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
}

interface Row {
  payment: Record<string, unknown>;
  booking_brand: BrandId | null;
  booking_service_name: string | null;
  starts_at: Date | null;
  plan_type: PlanType | null;
}

/**
 * The payment table belongs to the payments module; this is the one place notifications reads it. The row is read
 * as JSON so a column that is not there yet (the payment's `brand`, added by the payments side) reads as absent:
 * then the booking's brand, else coaching.
 */
export async function readPayment(manager: EntityManager, paymentId: string): Promise<PaymentFacts | null> {
  const rows = await manager.query<Row[]>(
    `SELECT to_jsonb(p) AS payment, b.brand AS booking_brand, b.service_name AS booking_service_name,
            s.starts_at, sub.plan_type
       FROM payment p
       LEFT JOIN booking b ON b.id = p.booking_id
       LEFT JOIN time_slot s ON s.id = b.time_slot_id
       LEFT JOIN subscription sub ON sub.id = p.subscription_id
      WHERE p.id = $1`,
    [paymentId],
  );
  const row = rows[0];
  if (!row) return null;
  const p = row.payment;
  const text = (key: string) => (typeof p[key] === 'string' ? p[key] : null);
  const purpose = text('purpose') as OrderPurpose;
  const serviceName =
    purpose === 'booking'
      ? (row.booking_service_name ?? 'Session')
      : purpose === 'subscription' && row.plan_type
        ? PLANS[row.plan_type].name
        : 'General Payment';
  return {
    id: paymentId,
    purpose,
    status: text('status') as PaymentRecordStatus,
    brand: (text('brand') as BrandId | null) ?? row.booking_brand ?? 'coaching',
    amountCents: Number(p.amount_cents),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    customerName: text('customer_name') ?? '',
    customerEmail: text('customer_email') ?? '',
    serviceName,
    bookingId: text('booking_id'),
    subscriptionId: text('subscription_id'),
    startsAt: row.starts_at ? new Date(row.starts_at) : null,
    paidAt: new Date(text('paid_at') ?? text('updated_at') ?? Date.now()),
  };
}
