import {
  formatDollars,
  formatSessionWhen,
  PAYMENT_METHOD_LABELS,
  PLANS,
  reviewServiceLabel,
  type BrandSettings,
} from '@app/contracts';
import type { ReviewFacts } from '../../reviews/review-facts.read-model';
import type { QuestionFacts } from '../../subscriptions/subscription-messages.read-model';
import type { SiteLinks } from '../site-links';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { bookingReference, deliveryText, type BookingMailContext, whenRows } from './session-blocks';
import type { SubscriptionFacts } from '../../subscriptions/subscription-facts.read-model';

/** Notes to the coach: plain and scannable, the customer's facts first, one link to act on. */
const methodText = (method: keyof typeof PAYMENT_METHOD_LABELS | null) =>
  method ? PAYMENT_METHOD_LABELS[method] : 'no method chosen yet';

const PAYMENT_STATUS_TEXT = {
  awaiting: 'awaiting payment',
  paid: 'paid',
  refunded: 'refunded',
  refund_owed: 'refund owed',
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
  if (b.status === 'pending_payment' && b.holdExpiresAt) {
    return `${methodText(b.paymentMethod)}, awaiting card payment (${formatDollars(b.amountCents)}), held until ${formatSessionWhen(b.holdExpiresAt)}`;
  }
  return `${methodText(b.paymentMethod)}, ${PAYMENT_STATUS_TEXT[b.paymentStatus]} (${formatDollars(b.amountCents)})`;
}

/** Issue 33: the code the customer used and what it took off, for the coach's records. */
function couponRow(
  code: string | null,
  description: string | null,
  discountCents: number,
  listCents: number,
  suffix = '',
): Array<[string, string]> {
  if (!code || discountCents <= 0) return [];
  const terms = description ? ` (${description})` : '';
  return [['Coupon', `${code}${terms}: −${formatDollars(discountCents)} off ${formatDollars(listCents)}${suffix}`]];
}

function noteBlocks(note: string | null): MailBlock[] {
  return note
    ? [
        { kind: 'section', title: 'Their note' },
        { kind: 'quote', text: note },
      ]
    : [];
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
      ...couponRow(b.couponCode, b.couponDescription, b.discountCents, b.amountCents + b.discountCents),
      ['Reference', bookingReference(b.id)],
    ],
  };
}

export function coachNewBooking(ctx: BookingMailContext): ComposedMail {
  const b = ctx.booking;
  const held = b.status === 'pending_payment';
  return {
    subject:
      `[${ctx.brand.name}] New booking${held ? ', awaiting card payment' : ''}: ` +
      `${b.fullName}, ${b.serviceName}, ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: held ? 'New booking — awaiting card payment' : 'New booking' },
      ...(held
        ? [
            {
              kind: 'paragraph',
              text:
                'The time is held for 15 minutes while they pay by card. You will get another note when it is ' +
                'paid; if it is not, the time is released by itself.',
            } as MailBlock,
          ]
        : []),
      bookingRows(ctx),
      ...noteBlocks(b.specialRequests),
      consoleButton(ctx.links),
    ],
  };
}

/** A booking was paid: by card (the held booking is now confirmed) or marked paid in the console. */
export function coachBookingPaid(ctx: BookingMailContext, via: 'card' | 'coach'): ComposedMail {
  const b = ctx.booking;
  return {
    subject: `[${ctx.brand.name}] Paid: ${b.fullName}, ${b.serviceName}, ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: 'A booking was paid' },
      {
        kind: 'paragraph',
        text:
          via === 'card'
            ? `${b.fullName} paid ${formatDollars(b.amountCents)} by card; the booking is confirmed and they have their invite.`
            : `The booking was marked paid (${formatDollars(b.amountCents)}).`,
      },
      bookingRows(ctx),
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

export function coachNewSubscription(brand: BrandSettings, links: SiteLinks, s: SubscriptionFacts): ComposedMail {
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
          ...couponRow(s.couponCode, s.couponDescription, s.discountCents, s.price, ' on the first month'),
          ['Payment', `${methodText(s.paymentMethod)}, ${s.status === 'active' ? 'paid' : 'awaiting payment'}`],
        ],
      },
      { kind: 'paragraph', text: 'It activates when you mark it paid (or the card payment goes through).' },
      consoleButton(links),
    ],
  };
}

export function coachQuestion(
  brand: BrandSettings,
  links: SiteLinks,
  who: SubscriptionFacts,
  question: QuestionFacts,
): ComposedMail {
  const what = question.kind === 'video_request' ? 'video request' : 'question';
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
      { kind: 'quote', text: question.customerMessage },
      { kind: 'paragraph', text: 'Subscribers expect an answer the same day.' },
      consoleButton(links),
    ],
  };
}

export function coachReview(brand: BrandSettings, links: SiteLinks, review: ReviewFacts): ComposedMail {
  const stars = '★'.repeat(review.rating) + '☆'.repeat(Math.max(0, 5 - review.rating));
  return {
    subject: `[${brand.name}] New review to moderate: ${review.rating}/5 from ${review.customerName}`,
    blocks: [
      { kind: 'heading', text: 'A new review is waiting for you' },
      {
        kind: 'details',
        rows: [
          ['From', review.customerName],
          ...(review.customerEmail ? [['E-mail', review.customerEmail] as [string, string]] : []),
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
