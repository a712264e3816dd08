import { formatDollars, formatSessionWhen, PAYMENT_METHOD_LABELS } from '@app/contracts';
import { firstName } from './brand-voice';
import type { MailBlock } from './mail-blocks';
import {
  bookingPaymentBlocks,
  type BookingMailContext,
  calendarBlocks,
  contactLine,
  joinBlocks,
  manageBlocks,
  sessionDetails,
  voiceOf,
} from './session-blocks';

export interface ComposedMail {
  subject: string;
  blocks: MailBlock[];
}

function greeting(ctx: BookingMailContext): MailBlock {
  return { kind: 'paragraph', text: voiceOf(ctx).greeting(firstName(ctx.booking.fullName)) };
}

function signOff(ctx: BookingMailContext): MailBlock {
  return { kind: 'signoff', lines: voiceOf(ctx).signOff(ctx.brand) };
}

export function bookingConfirmation(ctx: BookingMailContext): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  return {
    subject: `${voice.subjectMark}${voice.confirmedHeading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: voice.confirmedHeading },
      greeting(ctx),
      { kind: 'paragraph', text: voice.confirmedIntro },
      sessionDetails(ctx),
      ...joinBlocks(ctx),
      ...bookingPaymentBlocks(ctx),
      ...calendarBlocks(ctx),
      ...manageBlocks(ctx),
      { kind: 'paragraph', text: voice.prepare },
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

export function bookingReminder(ctx: BookingMailContext, kind: '24h' | '1h'): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const heading = kind === '24h' ? voice.reminder24Heading : voice.reminder1Heading;
  const stillToPay = b.paymentStatus === 'awaiting' ? bookingPaymentBlocks(ctx) : [];
  return {
    subject: `${voice.subjectMark}Reminder: ${heading.charAt(0).toLowerCase()}${heading.slice(1)} (${b.serviceName})`,
    blocks: [
      { kind: 'heading', text: heading },
      greeting(ctx),
      { kind: 'paragraph', text: kind === '24h' ? voice.reminder24Intro : voice.reminder1Intro },
      sessionDetails(ctx),
      ...joinBlocks(ctx),
      ...stillToPay,
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

/** Who changed a booking and why, when it was the coach (issue 27): the mails say so in the coach's words. */
export interface ChangeNote {
  byCoach?: boolean;
  reason?: string | null;
  /** The coach released an unpaid booking (payment not received), rather than cancelling it. */
  released?: boolean;
  /** The coach cancelled a paid booking without refunding it. */
  keptPayment?: boolean;
}

/** The coach's own words, when they gave a reason for cancelling or moving. */
function coachReasonBlocks(coachName: string, reason: string | null | undefined): MailBlock[] {
  return reason ? [{ kind: 'details', rows: [[`Note from ${coachName}`, reason]] }] : [];
}

export function bookingRescheduled(
  ctx: BookingMailContext,
  previousStartsAt: Date,
  note: ChangeNote = {},
): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const intro = note.byCoach
    ? `${ctx.brand.coachName} has moved your ${voice.sessionWord} to a new time.`
    : voice.rescheduledIntro;
  return {
    subject: `${voice.subjectMark}${voice.rescheduledHeading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: voice.rescheduledHeading },
      greeting(ctx),
      { kind: 'paragraph', text: intro },
      sessionDetails(ctx, 'New time'),
      { kind: 'details', rows: [['Previously', formatSessionWhen(previousStartsAt)]] },
      ...coachReasonBlocks(ctx.brand.coachName, note.reason),
      ...joinBlocks(ctx),
      ...bookingPaymentBlocks(ctx),
      ...calendarBlocks(ctx),
      ...manageBlocks(ctx),
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

export function bookingCancelled(ctx: BookingMailContext, refundedCents: number, note: ChangeNote = {}): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const heading = note.released ? 'Your booking was released' : voice.cancelledHeading;
  const intro = note.released
    ? `We did not receive payment for this ${voice.sessionWord}, so ${ctx.brand.coachName} has released the time ` +
      'for others. You are welcome to book again.'
    : note.byCoach
      ? `${ctx.brand.coachName} has had to cancel your ${voice.sessionWord}. We are sorry for the change.`
      : voice.cancelledIntro;
  return {
    subject: `${voice.subjectMark}${heading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: heading },
      greeting(ctx),
      { kind: 'paragraph', text: intro },
      sessionDetails(ctx, 'Was booked for'),
      ...coachReasonBlocks(ctx.brand.coachName, note.reason),
      { kind: 'section', title: 'Refund' },
      { kind: 'paragraph', text: customerRefundText(ctx, refundedCents, note) },
      { kind: 'paragraph', text: 'The attached update removes it from your calendar.' },
      { kind: 'button', label: `Book another ${voice.sessionWord}`, url: ctx.links.booking(b.brand) },
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

function customerRefundText(ctx: BookingMailContext, refundedCents: number, note: ChangeNote): string {
  const b = ctx.booking;
  if (refundedCents > 0) {
    const amount = formatDollars(refundedCents);
    return `We refunded ${amount} to your card. Your bank usually shows it within 5 to 10 business days.`;
  }
  if (b.paymentStatus === 'paid' && note.keptPayment) {
    // The coach cancelled and kept the payment (a credit towards another time).
    return (
      `Your ${formatDollars(b.amountCents)} payment stays on record with ${ctx.brand.coachName}, who will be in ` +
      'touch about another time.'
    );
  }
  if ((b.paymentStatus === 'paid' || b.paymentStatus === 'refund_owed') && b.paymentMethod) {
    const amount = formatDollars(b.amountCents);
    return `${ctx.brand.coachName} will return your ${amount} by ${PAYMENT_METHOD_LABELS[b.paymentMethod]}.`;
  }
  if (b.paymentStatus === 'paid' || b.paymentStatus === 'refund_owed') {
    return `${ctx.brand.coachName} will return your ${formatDollars(b.amountCents)} payment.`;
  }
  return (
    'No payment was recorded for this booking. If you already sent one, reply to this e-mail and we will ' +
    'return it.'
  );
}
