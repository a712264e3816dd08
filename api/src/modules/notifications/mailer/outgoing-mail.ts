/** Every kind of e-mail the site sends; the X-App-Message-Type header names it for logs and tests. */
export const MAIL_TYPES = [
  'booking-held',
  'booking-released',
  'booking-confirmation',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-reminder-24h',
  'booking-reminder-1h',
  'booking-review-request',
  'booking-payment-received',
  'booking-no-show',
  'booking-refunded',
  'booking-refund-sent',
  'subscription-confirmation',
  'subscription-activated',
  'subscription-answered',
  'subscription-cancelled',
  'subscription-renewed',
  'subscriber-sign-in',
  'subscription-pending-again',
  'subscription-already-active',
  'payment-receipt',
  'payment-refunded',
  'contact-acknowledgement',
  'coach-new-booking',
  'coach-booking-paid',
  'coach-booking-rescheduled',
  'coach-booking-cancelled',
  'coach-new-subscription',
  'coach-subscription-cancelled',
  'coach-subscriber-question',
  'coach-new-review',
  'coach-contact-message',
  'coach-chat-waiting',
  'chat-reply-waiting',
  'waitlist-joined',
  'waitlist-time-open',
] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const MESSAGE_TYPE_HEADER = 'X-App-Message-Type';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  type: MailType;
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invite: sent as a text/calendar alternative (calendar clients act on it) and as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * The page that stops this kind of e-mail (RFC 2369 List-Unsubscribe): mail clients offer it beside the sender.
   * A page that asks first, not a one-click POST: scanners and previews open links.
   */
  unsubscribe?: string;
}
