import {
  formatDollars,
  formatSessionWhen,
  PAYMENT_METHOD_LABELS,
  PLANS,
  reviewServiceLabel,
  type BrandSettings,
  type PlanType,
  type SubscriptionDto,
} from '@app/contracts';
import type { DomainEventMap } from '../domain-event-map';
import type { SiteLinks } from '../site-links';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { bookingReference, deliveryText, type BookingMailContext, whenRows } from './session-blocks';

/** Notes to the coach: plain and scannable, the customer's facts first, one link to act on. */
const methodText = (method: keyof typeof PAYMENT_METHOD_LABELS | null) =>
  method ? PAYMENT_METHOD_LABELS[method] : 'no method chosen yet';

const PAYMENT_STATUS_TEXT = {
  awaiting: 'awaiting payment',
  paid: 'paid',
  refunded: 'refunded',
  not_required: 'free',
} as const;

function consoleButton(links: SiteLinks): MailBlock {
  return { kind: 'button', label: 'Open the coach console', url: links.coachConsole() };
}

const customerTime = ([label, value]: [string, string]): [string, string] => [
  label === 'Your time' ? "Customer's time" : label,
  value,
];

function paymentLine(b: BookingMailContext['booking']): string {
  return `${methodText(b.paymentMethod)}, ${PAYMENT_STATUS_TEXT[b.paymentStatus]} (${formatDollars(b.amountCents)})`;
}

function noteBlocks(note: string | null): MailBlock[] {
  return note ? [{ kind: 'section', title: 'Their note' }, { kind: 'quote', text: note }] : [];
}

function bookingRows(ctx: BookingMailContext): MailBlock {
  const b = ctx.booking;
  return {
    kind: 'details',
    rows: [
      ['Customer', b.fullName],
      ['E-mail', b.email],
      ...(b.phone ? [['Phone', b.phone] as [string, string]] : []),
      ['Service', b.serviceName],
      ...whenRows(b).map(customerTime),
      ['How', deliveryText(b)],
      ...(b.contactInfo ? [['Contact', b.contactInfo] as [string, string]] : []),
      ['Payment', paymentLine(b)],
      ['Reference', bookingReference(b.id)],
    ],
  };
}

export function coachNewBooking(ctx: BookingMailContext): ComposedMail {
  const b = ctx.booking;
  return {
    subject: `[${ctx.brand.name}] New booking: ${b.fullName}, ${b.serviceName}, ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: 'New booking' },
      bookingRows(ctx),
      ...noteBlocks(b.specialRequests),
      consoleButton(ctx.links),
    ],
  };
}

export function coachRescheduled(ctx: BookingMailContext, previousStartsAt: Date): ComposedMail {
  const b = ctx.booking;
  return {
    subject: `[${ctx.brand.name}] Rescheduled: ${b.fullName}, ${b.serviceName}, now ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: 'A booking was rescheduled' },
      {
        kind: 'paragraph',
        text:
          `${b.fullName} moved their ${b.serviceName} from ${formatSessionWhen(previousStartsAt)}; ` +
          'that time is free again.',
      },
      bookingRows(ctx),
      consoleButton(ctx.links),
    ],
  };
}

export function coachCancelled(ctx: BookingMailContext, refundedCents: number): ComposedMail {
  const b = ctx.booking;
  return {
    subject: `[${ctx.brand.name}] Cancelled: ${b.fullName}, ${b.serviceName}, ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: 'A booking was cancelled' },
      { kind: 'paragraph', text: `${b.fullName} cancelled; the time is free again.` },
      bookingRows(ctx),
      { kind: 'paragraph', text: coachRefundText(ctx, refundedCents) },
      consoleButton(ctx.links),
    ],
  };
}

function coachRefundText(ctx: BookingMailContext, refundedCents: number): string {
  const b = ctx.booking;
  if (refundedCents > 0) return `${formatDollars(refundedCents)} was refunded to their card automatically.`;
  if (b.paymentStatus === 'paid') {
    const by = b.paymentMethod ? ` by ${PAYMENT_METHOD_LABELS[b.paymentMethod]}` : '';
    return `They paid ${formatDollars(b.amountCents)}${by}: please refund it yourself (cancelled 24+ hours ahead).`;
  }
  return 'No payment had been received, so there is nothing to refund.';
}

export function coachNewSubscription(brand: BrandSettings, links: SiteLinks, s: SubscriptionDto): ComposedMail {
  const plan = PLANS[s.planType];
  return {
    subject: `[${brand.name}] New subscription: ${s.customerName}, ${plan.name} (${formatDollars(s.price)}/month)`,
    blocks: [
      { kind: 'heading', text: 'New subscription' },
      {
        kind: 'details',
        rows: [
          ['Subscriber', s.customerName],
          ['E-mail', s.customerEmail],
          ...(s.customerPhone ? [['Phone', s.customerPhone] as [string, string]] : []),
          ['Plan', `${plan.name}, ${formatDollars(s.price)}/month`],
          ['Payment', `${methodText(s.paymentMethod)}, awaiting payment`],
        ],
      },
      { kind: 'paragraph', text: 'It activates when you mark it paid (or the card payment goes through).' },
      consoleButton(links),
    ],
  };
}

export interface QuestionFacts {
  customerName: string;
  customerEmail: string;
  planType: PlanType;
}

export function coachQuestion(
  brand: BrandSettings,
  links: SiteLinks,
  who: QuestionFacts,
  { message, kind }: DomainEventMap['subscription.question'],
): ComposedMail {
  const what = kind === 'video_request' ? 'video request' : 'question';
  return {
    subject: `[${brand.name}] New ${what} from ${who.customerName} (${PLANS[who.planType].name})`,
    blocks: [
      { kind: 'heading', text: `New subscriber ${what}` },
      {
        kind: 'details',
        rows: [
          ['Subscriber', who.customerName],
          ['E-mail', who.customerEmail],
          ['Plan', PLANS[who.planType].name],
        ],
      },
      { kind: 'quote', text: message.customerMessage },
      { kind: 'paragraph', text: 'Subscribers expect an answer the same day.' },
      consoleButton(links),
    ],
  };
}

export function coachReview(
  brand: BrandSettings,
  links: SiteLinks,
  review: DomainEventMap['review.submitted']['review'],
): ComposedMail {
  const stars = '★'.repeat(review.rating) + '☆'.repeat(Math.max(0, 5 - review.rating));
  return {
    subject: `[${brand.name}] New review to moderate: ${review.rating}/5 from ${review.customerName}`,
    blocks: [
      { kind: 'heading', text: 'A new review is waiting for you' },
      {
        kind: 'details',
        rows: [
          ['From', review.customerName],
          ['E-mail', review.customerEmail],
          ['Reading', reviewServiceLabel(review.serviceId)],
          ['Rating', `${stars} (${review.rating}/5)`],
        ],
      },
      { kind: 'quote', text: review.reviewText },
      { kind: 'paragraph', text: 'It stays hidden until you approve it.' },
      consoleButton(links),
    ],
  };
}
