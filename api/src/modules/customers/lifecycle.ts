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

/** Something a customer did, recorded in the same transaction as the change itself. */
export interface CustomerEvent {
  /** Stored as the interaction type, e.g. booking_created, booking_paid, subscription_created. */
  type: string;
  email: string;
  name?: string;
  phone?: string | null;
  at: Date;
  /** The interaction's value in cents. */
  valueCents?: number;
  /** Deltas to the totals. */
  bookings?: number;
  spentCents?: number;
  lifetimeValueCents?: number;
  /** A booking's service: the most booked one becomes preferredService. */
  serviceId?: string;
  /** e.g. chat or video-call. */
  communicationPreference?: string;
  state?: LifecycleState;
  data?: Record<string, unknown>;
}
