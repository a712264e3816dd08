/**
 * Lifecycle states of an anonymous customer. SPEC §4 names only the default (pre_registration); the rest are
 * ours, ordered so a customer only ever moves forward (a subscriber who books a single session stays a
 * subscriber).
 */
export const LIFECYCLE_STATES = ['pre_registration', 'booked', 'paying_customer', 'subscriber'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export function laterState(current: LifecycleState, next: LifecycleState | undefined): LifecycleState {
  if (!next) return current;
  return LIFECYCLE_STATES.indexOf(next) > LIFECYCLE_STATES.indexOf(current) ? next : current;
}

/** What customers do, as the modules that see it happen report it (stored as the interaction type). */
export const CUSTOMER_EVENT_TYPES = [
  'booking_created',
  'booking_paid',
  'booking_cancelled',
  'booking_rescheduled',
  'payment_received',
  'subscription_created',
  'subscription_paid',
] as const;
export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];

/** Something a customer did, recorded in the same transaction as the change itself. */
export interface CustomerEvent {
  type: CustomerEventType;
  email: string;
  name?: string;
  phone?: string | null;
  at: Date;
  /** What it was worth, in cents (the booking's price, the payment's amount). */
  amountCents?: number;
  /** A booking's service: the most booked one becomes preferredService. */
  serviceId?: string;
  /** e.g. chat or video-call. */
  communicationPreference?: string;
  data?: Record<string, unknown>;
}

/** What an event does to the customer's record: deltas to the totals and the state it moves towards. */
export interface CustomerEffect {
  bookings: number;
  spentCents: number;
  lifetimeValueCents: number;
  state?: LifecycleState;
}

/** The lifecycle rule, once: a booking counts and adds its price to the lifetime value; money received is spent. */
export function effectOf(type: CustomerEventType, amountCents: number): CustomerEffect {
  const none: CustomerEffect = { bookings: 0, spentCents: 0, lifetimeValueCents: 0 };
  switch (type) {
    case 'booking_created':
      return { bookings: 1, spentCents: 0, lifetimeValueCents: amountCents, state: 'booked' };
    // The booking's price is already in the lifetime value since it was booked.
    case 'booking_paid':
      return { bookings: 0, spentCents: amountCents, lifetimeValueCents: 0, state: 'paying_customer' };
    case 'payment_received':
      return { bookings: 0, spentCents: amountCents, lifetimeValueCents: amountCents, state: 'paying_customer' };
    case 'subscription_paid':
      return { bookings: 0, spentCents: amountCents, lifetimeValueCents: amountCents, state: 'subscriber' };
    case 'subscription_created':
    case 'booking_cancelled':
    case 'booking_rescheduled':
      return none;
  }
}
