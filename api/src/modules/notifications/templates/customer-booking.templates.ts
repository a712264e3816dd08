import { formatDollars, formatSessionWhen, PAYMENT_METHOD_LABELS } from '@app/contracts';
import { firstName } from './brand-voice';
import type { MailBlock } from './mail-blocks';
import {
  bookingPaymentBlocks,
  type BookingMailContext,
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

const calendarNote = (word: string): MailBlock => ({
  kind: 'paragraph',
  text: `The attached invite (invite.ics) puts this ${word} in your calendar.`,
});

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
      calendarNote(voice.sessionWord),
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

export function bookingRescheduled(ctx: BookingMailContext, previousStartsAt: Date): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  return {
    subject: `${voice.subjectMark}${voice.rescheduledHeading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: voice.rescheduledHeading },
      greeting(ctx),
      { kind: 'paragraph', text: voice.rescheduledIntro },
      sessionDetails(ctx, 'New time'),
      { kind: 'details', rows: [['Previously', formatSessionWhen(previousStartsAt)]] },
      ...joinBlocks(ctx),
      ...bookingPaymentBlocks(ctx),
      calendarNote(voice.sessionWord),
      ...manageBlocks(ctx),
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

export function bookingCancelled(ctx: BookingMailContext, refundedCents: number): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  return {
    subject: `${voice.subjectMark}${voice.cancelledHeading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: voice.cancelledHeading },
      greeting(ctx),
      { kind: 'paragraph', text: voice.cancelledIntro },
      sessionDetails(ctx, 'Was booked for'),
      { kind: 'section', title: 'Refund' },
      { kind: 'paragraph', text: customerRefundText(ctx, refundedCents) },
      { kind: 'paragraph', text: 'The attached update removes it from your calendar.' },
      { kind: 'button', label: `Book another ${voice.sessionWord}`, url: ctx.links.booking(b.brand) },
      contactLine(ctx.brand),
      signOff(ctx),
    ],
  };
}

function customerRefundText(ctx: BookingMailContext, refundedCents: number): string {
  const b = ctx.booking;
  if (refundedCents > 0) {
    const amount = formatDollars(refundedCents);
    return `We refunded ${amount} to your card. Your bank usually shows it within 5 to 10 business days.`;
  }
  if (b.paymentStatus === 'paid' && b.paymentMethod) {
    const amount = formatDollars(b.amountCents);
    return `${ctx.brand.coachName} will return your ${amount} by ${PAYMENT_METHOD_LABELS[b.paymentMethod]}.`;
  }
  if (b.paymentStatus === 'paid') {
    return `${ctx.brand.coachName} will return your ${formatDollars(b.amountCents)} payment.`;
  }
  return (
    'No payment was recorded for this booking. If you already sent one, reply to this e-mail and we will ' +
    'return it.'
  );
}
