import { formatDollars, formatSessionWhen, PAYMENT_METHOD_LABELS } from '@app/contracts';
import { firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { type BookingMailContext, contactLine, sessionDetails, voiceOf } from './session-blocks';

/**
 * What the customer is told when the coach acts on their booking from the console (issue 27): a payment received,
 * a missed session, a refund given or sent. Cancellations and moves reuse the customer's own cancel and reschedule
 * mails with the coach's reason (customer-booking.templates.ts), so the invite updates stay in one place.
 */

function opening(ctx: BookingMailContext, heading: string, text: string): MailBlock[] {
  return [
    { kind: 'heading', text: heading },
    { kind: 'paragraph', text: voiceOf(ctx).greeting(firstName(ctx.booking.fullName)) },
    { kind: 'paragraph', text },
  ];
}

function closing(ctx: BookingMailContext): MailBlock[] {
  return [contactLine(ctx.brand), { kind: 'signoff', lines: voiceOf(ctx).signOff(ctx.brand) }];
}

const subjectOf = (ctx: BookingMailContext, text: string) => `${voiceOf(ctx).subjectMark}${text}`;

/** "by Venmo", or nothing when the method is unknown. */
function byMethod(ctx: BookingMailContext): string {
  const method = ctx.booking.paymentMethod;
  return method ? ` by ${PAYMENT_METHOD_LABELS[method]}` : '';
}

/** The coach marked an off-site payment received. */
export function paymentReceived(ctx: BookingMailContext): ComposedMail {
  const b = ctx.booking;
  const amount = formatDollars(b.amountCents);
  return {
    subject: subjectOf(ctx, `Payment received: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`),
    blocks: [
      ...opening(
        ctx,
        'Payment received',
        `Thank you: ${ctx.brand.coachName} has received your ${amount}${byMethod(ctx)}.`,
      ),
      sessionDetails(ctx),
      { kind: 'paragraph', text: 'Your booking is paid in full; nothing more is needed before your session.' },
      ...closing(ctx),
    ],
  };
}

/** The coach marked the customer absent: say so kindly and offer another time. */
export function missedSession(ctx: BookingMailContext): ComposedMail {
  const b = ctx.booking;
  return {
    subject: subjectOf(ctx, `We missed you: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`),
    blocks: [
      ...opening(
        ctx,
        'We missed you',
        `${ctx.brand.coachName} was ready for your session but could not reach you. If something came up, ` +
          'you are welcome to book another time, or reply to this e-mail.',
      ),
      sessionDetails(ctx, 'Was booked for'),
      { kind: 'button', label: `Book another ${voiceOf(ctx).sessionWord}`, url: ctx.links.booking(b.brand) },
      ...closing(ctx),
    ],
  };
}

/** A refund: to the card at once, or owed for an off-site payment and sent by the coach. */
export function refundNotice(ctx: BookingMailContext, refundedCents: number, owedCents: number): ComposedMail {
  const b = ctx.booking;
  const text =
    refundedCents > 0
      ? `We refunded ${formatDollars(refundedCents)} to your card. Your bank usually shows it within 5 to 10 ` +
        'business days.'
      : `${ctx.brand.coachName} is refunding your ${formatDollars(owedCents)}${byMethod(ctx)}. We will e-mail ` +
        'you again once it has been sent.';
  return {
    subject: subjectOf(ctx, `Refund for ${b.serviceName}`),
    blocks: [...opening(ctx, 'Your refund', text), sessionDetails(ctx), ...closing(ctx)],
  };
}

export function refundSent(ctx: BookingMailContext, cents: number): ComposedMail {
  const b = ctx.booking;
  return {
    subject: subjectOf(ctx, `Refund sent for ${b.serviceName}`),
    blocks: [
      ...opening(
        ctx,
        'Your refund is on its way',
        `${ctx.brand.coachName} has sent your refund of ${formatDollars(cents)}${byMethod(ctx)}. If it has not ` +
          'arrived in a few days, reply to this e-mail.',
      ),
      sessionDetails(ctx),
      ...closing(ctx),
    ],
  };
}
